ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_utr_unique";--> statement-breakpoint
CREATE INDEX "payment_orders_utr" ON "payment_orders" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_utr_paid" ON "payment_orders" USING btree ("utr") WHERE "payment_orders"."status" = 'Paid';