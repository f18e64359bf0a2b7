CREATE TABLE "candidates" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"roll_no" text NOT NULL,
	"roll_key" text NOT NULL,
	"school_key" text NOT NULL,
	"registered_at" double precision NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "candidates_roll_no_unique" UNIQUE("roll_no"),
	CONSTRAINT "candidates_roll_key_unique" UNIQUE("roll_key")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_files" (
	"material_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"uploaded_at" double precision NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"date_at" double precision NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"receipt_no" text,
	"student_id" text NOT NULL,
	"installment_id" text NOT NULL,
	"received_at" double precision NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "payments_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"email_key" text NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "setup_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"roll_no" text NOT NULL,
	"email_key" text NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "students_roll_no_unique" UNIQUE("roll_no")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"student_id" text NOT NULL,
	"updated_at" double precision NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"subject_id" text,
	"name" text NOT NULL,
	"password_hash" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup_codes" ADD CONSTRAINT "setup_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidates_school_key" ON "candidates" USING btree ("school_key");--> statement-breakpoint
CREATE INDEX "candidates_registered" ON "candidates" USING btree ("registered_at","seq");--> statement-breakpoint
CREATE INDEX "login_attempts_key_at" ON "login_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "payments_student" ON "payments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "schools_email_key" ON "schools" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "setup_codes_user" ON "setup_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "students_email_key" ON "students" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "tickets_student" ON "tickets" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_admin_email" ON "users" USING btree ("email") WHERE role = 'admin';--> statement-breakpoint
CREATE UNIQUE INDEX "users_subject" ON "users" USING btree ("subject_id");