-- Payments students start online or by UPI (issue 24), and the provider's webhook events as they
-- arrived (stored before any work, unique by event id, so a repeat is ignored).
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" double precision NOT NULL,
	"body" text NOT NULL,
	"processed_at" double precision
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"student_id" text NOT NULL,
	"status" text NOT NULL,
	"provider_order_id" text,
	"utr" text,
	"created_at" double precision NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "payment_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payment_orders_utr_unique" UNIQUE("utr")
);
--> statement-breakpoint
CREATE INDEX "payment_orders_student" ON "payment_orders" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "payment_orders_status" ON "payment_orders" USING btree ("status","created_at");