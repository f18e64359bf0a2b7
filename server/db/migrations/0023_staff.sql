CREATE TABLE "role_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"user_id" text PRIMARY KEY NOT NULL,
	"staff_role" text NOT NULL,
	"mobile" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_role_active" ON "staff" USING btree ("staff_role","active");--> statement-breakpoint
-- Every admin account until now was the institute's one admin: each becomes an active owner.
INSERT INTO "staff" ("user_id", "staff_role", "active", "created_at") SELECT "id", 'owner', true, "created_at" FROM "users" WHERE "role" = 'admin';
