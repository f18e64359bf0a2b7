-- Trigram indexes for the lists' "contains" search (0002). A trusted extension since
-- PostgreSQL 13: the database's owner may create it; PGlite loads it in server/db/open.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
