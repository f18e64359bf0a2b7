CREATE INDEX "candidates_class" ON "candidates" USING btree ((("doc"->>'currentClass')::int));--> statement-breakpoint
CREATE INDEX "candidates_exam_center" ON "candidates" USING btree (("doc"->>'examCenter'));--> statement-breakpoint
CREATE INDEX "candidates_search" ON "candidates" USING gin (lower(("doc"->>'name') || chr(10) || "roll_no" || chr(10) || ("doc"->>'schoolName') || chr(10) || ("doc"->>'mobile')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_received" ON "payments" USING btree ("received_at","seq");--> statement-breakpoint
CREATE INDEX "students_class" ON "students" USING btree ((("doc"->>'currentClass')::int));--> statement-breakpoint
CREATE INDEX "students_search" ON "students" USING gin (lower(("doc"->>'name') || chr(10) || "roll_no") gin_trgm_ops);