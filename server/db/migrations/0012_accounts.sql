-- Students and schools sign in by their account's e-mail (users.email), no longer by their
-- record's. Every existing account takes the e-mail it signs in with today, its record's. Where
-- several schools' records share one, it goes to the school whose account was made with it (the
-- e-mail the institute gave it), else to the one that signs in with it today (the first with a
-- password, else the first added); the others keep the e-mail their account was made with. Any
-- school account still sharing an e-mail after that gets an unusable one (.invalid) until the
-- admin gives the school another e-mail.
UPDATE "users" SET "email" = "students"."email_key"
FROM "students"
WHERE "users"."role" = 'student' AND "users"."subject_id" = "students"."id";--> statement-breakpoint
WITH "ranked" AS (
	SELECT "users"."id", "schools"."email_key",
		row_number() OVER (
			PARTITION BY "schools"."email_key"
			ORDER BY ("users"."email" <> "schools"."email_key"), ("users"."password_hash" IS NULL), "schools"."seq"
		) AS "rank"
	FROM "users" JOIN "schools" ON "schools"."id" = "users"."subject_id"
	WHERE "users"."role" = 'school'
)
UPDATE "users" SET "email" = "ranked"."email_key"
FROM "ranked"
WHERE "users"."id" = "ranked"."id" AND "ranked"."rank" = 1;--> statement-breakpoint
WITH "ranked" AS (
	SELECT "users"."id",
		row_number() OVER (
			PARTITION BY "users"."email"
			ORDER BY ("schools"."email_key" IS DISTINCT FROM "users"."email"), ("users"."password_hash" IS NULL), "users"."created_at", "users"."id"
		) AS "rank"
	FROM "users" LEFT JOIN "schools" ON "schools"."id" = "users"."subject_id"
	WHERE "users"."role" = 'school'
)
UPDATE "users" SET "email" = "users"."id" || '@sign-in-email-needed.invalid'
FROM "ranked"
WHERE "users"."id" = "ranked"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_school_email" ON "users" USING btree ("email") WHERE role = 'school';--> statement-breakpoint
CREATE INDEX "users_role_email" ON "users" USING btree ("role","email");
