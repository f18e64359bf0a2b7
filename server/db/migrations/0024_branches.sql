CREATE TABLE "branches" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"code" text,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "branch_id" text GENERATED ALWAYS AS (coalesce(doc->>'branchId', 'main')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "branch_id" text GENERATED ALWAYS AS (coalesce(doc->>'branchId', 'main')) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code" ON "branches" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payments_branch_received" ON "payments" USING btree ("branch_id","received_at");--> statement-breakpoint
CREATE INDEX "students_branch" ON "students" USING btree ("branch_id");