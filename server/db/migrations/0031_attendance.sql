CREATE TABLE "attendance_marks" (
	"session_id" text NOT NULL,
	"student_id" text NOT NULL,
	"status" text NOT NULL,
	"batch_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"date" text NOT NULL,
	"start_minute" integer NOT NULL,
	"subject" text NOT NULL,
	CONSTRAINT "attendance_marks_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "attendance_registers" (
	"session_id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"batch_id" text GENERATED ALWAYS AS (doc->>'batchId') STORED NOT NULL,
	"alerts_due_ms" bigint NOT NULL,
	"alerts_sent" boolean GENERATED ALWAYS AS ((doc->>'alertsSentAt') is not null) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attendance_marks_student" ON "attendance_marks" USING btree ("student_id","date","start_minute");--> statement-breakpoint
CREATE INDEX "attendance_marks_branch" ON "attendance_marks" USING btree ("branch_id","student_id");--> statement-breakpoint
CREATE INDEX "attendance_registers_batch" ON "attendance_registers" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "attendance_registers_alerts_due" ON "attendance_registers" USING btree ("alerts_due_ms") WHERE not "attendance_registers"."alerts_sent";