-- mark_counts rows are rewritten on every change of marks; room on their pages lets PostgreSQL
-- update them in place (HOT) and clear old versions as it goes, instead of growing the index.
ALTER TABLE "mark_counts" SET (fillfactor = 50);
