CREATE TABLE "class_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"batch_id" text GENERATED ALWAYS AS (doc->>'batchId') STORED NOT NULL,
	"branch_id" text GENERATED ALWAYS AS (coalesce(doc->>'branchId', 'main')) STORED NOT NULL,
	"staff_id" text GENERATED ALWAYS AS (doc->>'staffId') STORED NOT NULL,
	"slot_id" text GENERATED ALWAYS AS (doc->>'slotId') STORED,
	"holiday_id" text GENERATED ALWAYS AS (doc->>'holidayId') STORED,
	"room_key" text GENERATED ALWAYS AS (case when btrim(doc->>'room') = '' then '' else coalesce(doc->>'branchId', 'main') || ':' || lower(btrim(doc->>'room')) end) STORED NOT NULL,
	"date" text GENERATED ALWAYS AS (doc->>'date') STORED NOT NULL,
	"status" text GENERATED ALWAYS AS (doc->>'status') STORED NOT NULL,
	"starts_ms" bigint NOT NULL,
	"ends_ms" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"branch_id" text GENERATED ALWAYS AS (coalesce(doc->>'branchId', 'main')) STORED NOT NULL,
	"date" text GENERATED ALWAYS AS (doc->>'date') STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slots" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"batch_id" text GENERATED ALWAYS AS (doc->>'batchId') STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "class_sessions_batch_date" ON "class_sessions" USING btree ("batch_id","date");--> statement-breakpoint
CREATE INDEX "class_sessions_staff_date" ON "class_sessions" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "class_sessions_branch_date" ON "class_sessions" USING btree ("branch_id","date");--> statement-breakpoint
CREATE INDEX "class_sessions_slot" ON "class_sessions" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_branch_date" ON "holidays" USING btree ("branch_id","date");--> statement-breakpoint
CREATE INDEX "slots_batch" ON "slots" USING btree ("batch_id");