DROP INDEX "payments_refund_request";--> statement-breakpoint
DROP INDEX "payments_branch_received";--> statement-breakpoint
DROP INDEX "students_branch";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_request" ON "payments" USING btree ("refund_request_id") WHERE "payments"."refund_request_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_branch_received" ON "payments" USING btree ("branch_id","received_at") WHERE "payments"."branch_id" <> 'main';--> statement-breakpoint
CREATE INDEX "students_branch" ON "students" USING btree ("branch_id") WHERE "students"."branch_id" <> 'main';