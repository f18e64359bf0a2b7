CREATE TABLE "batches" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"branch_id" text GENERATED ALWAYS AS (coalesce(doc->>'branchId', 'main')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"batch_id" text GENERATED ALWAYS AS (doc->>'batchId') STORED NOT NULL,
	"student_id" text GENERATED ALWAYS AS (doc->>'studentId') STORED NOT NULL,
	"status" text GENERATED ALWAYS AS (doc->>'status') STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "batches_branch" ON "batches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "enrolments_batch" ON "enrolments" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "enrolments_student" ON "enrolments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_active" ON "enrolments" USING btree ("batch_id","student_id") WHERE status <> 'left';