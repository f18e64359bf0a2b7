-- A candidate belongs to a partner school by the school's id (doc.schoolId), not by the school
-- name they typed; school names are unique ignoring case and spaces (issue 22).
-- A school name's key, as schoolNameKey in src/data/rules/visibility.ts makes it: every run of
-- JavaScript's whitespace (\s) one space, trimmed, lower-cased.
ALTER TABLE "schools" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "schools" SET "name_key" = lower(btrim(regexp_replace("doc"->>'name', '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g')));--> statement-breakpoint
-- Schools already sharing a name stay as they are, without a key; only new duplicates are refused.
UPDATE "schools" SET "name_key" = NULL WHERE "name_key" IN (SELECT "name_key" FROM "schools" GROUP BY "name_key" HAVING count(*) > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_key" ON "schools" USING btree ("name_key");--> statement-breakpoint
-- Each candidate is linked to the one school its school name names; a name naming no school, or
-- two (those without a key), leaves it unlinked.
UPDATE "candidates" SET "doc" = jsonb_set("candidates"."doc", '{schoolId}', to_jsonb("schools"."id")) FROM "schools" WHERE "schools"."name_key" = lower(btrim(regexp_replace("candidates"."doc"->>'schoolName', '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', ' ', 'g'))) AND NOT ("candidates"."doc" ? 'schoolId');--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "school_id" text GENERATED ALWAYS AS (doc->>'schoolId') STORED;--> statement-breakpoint
CREATE INDEX "candidates_school_id" ON "candidates" USING btree ("school_id");--> statement-breakpoint
DROP INDEX "candidates_school_key";--> statement-breakpoint
ALTER TABLE "candidates" DROP COLUMN "school_key";
