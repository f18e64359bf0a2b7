CREATE TABLE "mark_counts" (
	"current_class" integer NOT NULL,
	"marks" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "mark_counts_current_class_marks_pk" PRIMARY KEY("current_class","marks")
);
--> statement-breakpoint
-- Kept by the database itself, so no write path (marks, a CSV of results, an edit that changes the
-- class, a restore) can forget it. Appeared = has marks and is not Absent.
CREATE FUNCTION "count_marks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_class integer;
	old_marks double precision;
	new_class integer;
	new_marks double precision;
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.doc ? 'marks'
		AND coalesce((OLD.doc->>'absent')::boolean, false) = false THEN
		old_class := (OLD.doc->>'currentClass')::integer;
		old_marks := (OLD.doc->>'marks')::double precision;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.doc ? 'marks'
		AND coalesce((NEW.doc->>'absent')::boolean, false) = false THEN
		new_class := (NEW.doc->>'currentClass')::integer;
		new_marks := (NEW.doc->>'marks')::double precision;
	END IF;
	IF old_class IS NOT DISTINCT FROM new_class AND old_marks IS NOT DISTINCT FROM new_marks THEN
		RETURN NULL;
	END IF;
	IF old_class IS NOT NULL THEN
		UPDATE "mark_counts" SET "count" = "count" - 1
			WHERE "current_class" = old_class AND "marks" = old_marks;
	END IF;
	IF new_class IS NOT NULL THEN
		INSERT INTO "mark_counts" ("current_class", "marks", "count") VALUES (new_class, new_marks, 1)
			ON CONFLICT ("current_class", "marks") DO UPDATE SET "count" = "mark_counts"."count" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "candidates_count_marks" AFTER INSERT OR UPDATE OF "doc" OR DELETE ON "candidates"
	FOR EACH ROW EXECUTE FUNCTION "count_marks"();
--> statement-breakpoint
-- The marks already stored.
INSERT INTO "mark_counts" ("current_class", "marks", "count")
	SELECT (doc->>'currentClass')::integer, (doc->>'marks')::double precision, count(*)
	FROM "candidates"
	WHERE doc ? 'marks' AND coalesce((doc->>'absent')::boolean, false) = false
	GROUP BY 1, 2;
