ALTER TABLE "message_templates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "message_templates" SET "doc" = "doc" || '{"language": "en"}'::jsonb WHERE NOT ("doc" ? 'language');--> statement-breakpoint
ALTER TABLE "message_templates" DROP CONSTRAINT "message_templates_template_channel_pk";--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_template_channel_language_pk" PRIMARY KEY("template","channel","language");--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "language" text GENERATED ALWAYS AS (coalesce(doc->>'language', 'en')) STORED;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
