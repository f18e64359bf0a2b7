-- An update that leaves the marks, Absent and the class alone (an exam centre for 10,000
-- candidates, an edit of an address) does not call count_marks at all.
DROP TRIGGER "candidates_count_marks" ON "candidates";
--> statement-breakpoint
CREATE TRIGGER "candidates_count_marks" AFTER INSERT OR DELETE ON "candidates"
	FOR EACH ROW EXECUTE FUNCTION "count_marks"();
--> statement-breakpoint
CREATE TRIGGER "candidates_count_marks_update" AFTER UPDATE OF "doc" ON "candidates"
	FOR EACH ROW
	WHEN (OLD.doc->'marks' IS DISTINCT FROM NEW.doc->'marks'
		OR OLD.doc->'absent' IS DISTINCT FROM NEW.doc->'absent'
		OR OLD.doc->'currentClass' IS DISTINCT FROM NEW.doc->'currentClass')
	EXECUTE FUNCTION "count_marks"();
