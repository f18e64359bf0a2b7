CREATE TABLE "roll_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
