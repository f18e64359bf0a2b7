-- The timetable's clash rule in the database (src/data/rules/timetable.ts says it for both modes):
-- no faculty member, room of a branch or batch is in two scheduled classes at once, whoever saves
-- at the same moment. Half-open ranges: a class ending at 10:00 and one starting at 10:00 do not
-- clash. Drizzle cannot express EXCLUDE (drizzle-orm #2813), so this file is written by hand; a
-- violation (SQLSTATE 23P01) names its constraint, which server/data/timetable.ts turns into the
-- clash message. btree_gist lets text equality share a GiST index with the range overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_staff_clash" EXCLUDE USING gist ("staff_id" WITH =, int8range("starts_ms", "ends_ms") WITH &&) WHERE ("status" <> 'cancelled');--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_room_clash" EXCLUDE USING gist ("room_key" WITH =, int8range("starts_ms", "ends_ms") WITH &&) WHERE ("status" <> 'cancelled' AND "room_key" <> '');--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_batch_clash" EXCLUDE USING gist ("batch_id" WITH =, int8range("starts_ms", "ends_ms") WITH &&) WHERE ("status" <> 'cancelled');
