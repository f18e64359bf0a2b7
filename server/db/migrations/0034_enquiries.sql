CREATE TABLE "enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"doc" jsonb NOT NULL,
	"branch_id" text GENERATED ALWAYS AS (coalesce(doc->>'branchId', 'main')) STORED NOT NULL,
	"mobile" text GENERATED ALWAYS AS (doc->>'mobile') STORED NOT NULL,
	"email" text GENERATED ALWAYS AS (doc->>'email') STORED NOT NULL,
	"name" text GENERATED ALWAYS AS (doc->>'name') STORED NOT NULL,
	"source" text GENERATED ALWAYS AS (doc->>'source') STORED NOT NULL,
	"stage_id" text GENERATED ALWAYS AS (doc->>'stageId') STORED NOT NULL,
	"open" boolean GENERATED ALWAYS AS ((doc->>'open')::boolean) STORED NOT NULL,
	"merged" boolean GENERATED ALWAYS AS (doc ? 'mergedInto') STORED NOT NULL,
	"assignee_id" text GENERATED ALWAYS AS (doc->>'assigneeId') STORED,
	"next_follow_up_at" text GENERATED ALWAYS AS (doc->>'nextFollowUpAt') STORED,
	"created_at" text GENERATED ALWAYS AS (doc->>'createdAt') STORED NOT NULL,
	"candidate_id" text GENERATED ALWAYS AS (doc->>'candidateId') STORED
);
--> statement-breakpoint
CREATE INDEX "enquiries_open_mobile" ON "enquiries" USING btree ("mobile") WHERE "enquiries"."open" and "enquiries"."mobile" <> '';--> statement-breakpoint
CREATE INDEX "enquiries_open_email" ON "enquiries" USING btree ("email") WHERE "enquiries"."open" and "enquiries"."email" <> '';--> statement-breakpoint
CREATE INDEX "enquiries_open_due" ON "enquiries" USING btree ("assignee_id","next_follow_up_at","created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST) WHERE "enquiries"."open" and not "enquiries"."merged";--> statement-breakpoint
CREATE INDEX "enquiries_due" ON "enquiries" USING btree ("assignee_id","next_follow_up_at","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_assigned" ON "enquiries" USING btree ("branch_id","seq") WHERE "enquiries"."assignee_id" is not null;--> statement-breakpoint
CREATE INDEX "enquiries_seq" ON "enquiries" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "enquiries_candidate" ON "enquiries" USING btree ("candidate_id");