CREATE TABLE "issued_numbers" (
	"number" text PRIMARY KEY NOT NULL
);
