-- Counters are rows (issue 23): one upsert per numbered write takes the next value under the row's
-- lock, in place of the advisory locks and roll_counters. The candidate count is seeded here; each
-- series (STSE prefix, students, a receipt year) is seeded by its own rule when first used, as
-- after a restore.
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "counters" ("name", "value") SELECT 'candidates', count(*) FROM "candidates";--> statement-breakpoint
DROP TABLE "roll_counters";
