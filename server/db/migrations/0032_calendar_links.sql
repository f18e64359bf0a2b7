CREATE TABLE "calendar_links" (
	"owner" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" text NOT NULL,
	CONSTRAINT "calendar_links_token_hash_unique" UNIQUE("token_hash")
);
