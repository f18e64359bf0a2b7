CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"at" double precision NOT NULL,
	"actor_id" text NOT NULL,
	"actor_key" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"student_id" text,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_entity_at" ON "audit_log" USING btree ("entity","at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_id" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_student" ON "audit_log" USING btree ("student_id");