DROP INDEX "candidates_class";--> statement-breakpoint
DROP INDEX "candidates_exam_center";--> statement-breakpoint
DROP INDEX "candidates_search";--> statement-breakpoint
DROP INDEX "students_class";--> statement-breakpoint
DROP INDEX "students_search";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "current_class" integer GENERATED ALWAYS AS ((doc->>'currentClass')::integer) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "exam_center" text GENERATED ALWAYS AS (doc->>'examCenter') STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "marks" double precision GENERATED ALWAYS AS ((doc->>'marks')::float8) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "absent" boolean GENERATED ALWAYS AS (coalesce((doc->>'absent')::boolean, false)) STORED;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower((doc->>'name') || chr(10) || roll_no || chr(10) || (doc->>'schoolName') || chr(10) || (doc->>'mobile'))) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "current_class" integer GENERATED ALWAYS AS ((doc->>'currentClass')::integer) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower((doc->>'name') || chr(10) || roll_no)) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "total_fee" numeric GENERATED ALWAYS AS ((doc->'feeDetails'->>'totalFee')::numeric) STORED;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "paid" numeric GENERATED ALWAYS AS (installments_paid(doc->'feeDetails'->'installments')) STORED;--> statement-breakpoint
CREATE INDEX "candidates_class_marks" ON "candidates" USING btree ("current_class","marks");--> statement-breakpoint
CREATE INDEX "candidates_exam_center" ON "candidates" USING btree ("exam_center");--> statement-breakpoint
CREATE INDEX "candidates_search" ON "candidates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_class" ON "students" USING btree ("current_class");--> statement-breakpoint
CREATE INDEX "students_search" ON "students" USING gin ("search_text" gin_trgm_ops);