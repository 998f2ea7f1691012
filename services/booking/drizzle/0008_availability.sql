-- Issue 19: the office's availability (week, date exceptions, seeded fixed holidays).
CREATE TABLE "availability_exceptions" (
	"date" text PRIMARY KEY NOT NULL,
	"closed" boolean NOT NULL,
	"slots" text[],
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_holiday_seeds" (
	"date" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_week" (
	"weekday" smallint PRIMARY KEY NOT NULL,
	"slots" text[] NOT NULL,
	CONSTRAINT "availability_week_weekday_check" CHECK ("availability_week"."weekday" between 0 and 6)
);
