CREATE TABLE "login_codes" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"mobile" text GENERATED ALWAYS AS (doc->>'mobile') STORED NOT NULL,
	"student_id" text GENERATED ALWAYS AS (doc->>'studentId') STORED NOT NULL,
	"linked" boolean GENERATED ALWAYS AS ((doc->>'linked')::boolean) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "parents_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "mobile" text GENERATED ALWAYS AS (doc->>'mobile') STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_pair" ON "parent_links" USING btree ("mobile","student_id");--> statement-breakpoint
CREATE INDEX "parent_links_student" ON "parent_links" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "students_mobile" ON "students" USING btree ("mobile");