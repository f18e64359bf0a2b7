CREATE TABLE "message_preferences" (
	"subject_id" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"template" text NOT NULL,
	"channel" text NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "message_templates_template_channel_pk" PRIMARY KEY("template","channel")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"variables" jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint,
	"claimed_by" text,
	"claimed_at" bigint,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"sent_at" bigint,
	"attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment" jsonb,
	CONSTRAINT "outbox_messages_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox_messages" USING btree ("next_attempt_at") WHERE status in ('queued', 'failed');--> statement-breakpoint
CREATE INDEX "outbox_claimed" ON "outbox_messages" USING btree ("claimed_at") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "outbox_created" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user" ON "password_resets" USING btree ("user_id");