CREATE TABLE "exam_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"taker_id" text NOT NULL,
	"taker" jsonb NOT NULL,
	"status" text NOT NULL,
	"started_at" bigint NOT NULL,
	"deadline" bigint NOT NULL,
	"submitted_at" bigint,
	"last_seen_at" bigint NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"focus_losses" integer DEFAULT 0 NOT NULL,
	"fullscreen_exits" integer DEFAULT 0 NOT NULL,
	"token_hash" text NOT NULL,
	"score" jsonb
);
--> statement-breakpoint
CREATE TABLE "exam_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"test_id" text NOT NULL,
	"question_id" text NOT NULL,
	"taker_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"difficulty" text NOT NULL,
	"created_at" bigint NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_responses" (
	"attempt_id" text NOT NULL,
	"question_id" text NOT NULL,
	"seq" integer NOT NULL,
	"answer" jsonb,
	"marked_for_review" integer DEFAULT 0 NOT NULL,
	"time_ms" integer DEFAULT 0 NOT NULL,
	"saved_at" bigint NOT NULL,
	CONSTRAINT "exam_responses_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_save_minutes" (
	"test_id" text NOT NULL,
	"minute" bigint NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_save_minutes_test_id_minute_pk" PRIMARY KEY("test_id","minute")
);
--> statement-breakpoint
CREATE TABLE "exam_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_at" bigint NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_taker" ON "exam_attempts" USING btree ("test_id","taker_id");--> statement-breakpoint
CREATE INDEX "exam_attempts_seen" ON "exam_attempts" USING btree ("test_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_running" ON "exam_attempts" USING btree ("deadline") WHERE status = 'in-progress';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_challenges_taker" ON "exam_challenges" USING btree ("test_id","question_id","taker_id");--> statement-breakpoint
CREATE INDEX "exam_challenges_test" ON "exam_challenges" USING btree ("test_id","created_at");--> statement-breakpoint
CREATE INDEX "exam_questions_subject" ON "exam_questions" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "exam_questions_created" ON "exam_questions" USING btree ("created_at");