-- Issue 19.3/19.4: the daily summary sent once per Amman day, and the meeting rooms the admin sets.
CREATE TABLE "meeting_rooms" (
	"mode" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_rooms_mode_check" CHECK ("meeting_rooms"."mode" in ('zoom', 'teams'))
);
--> statement-breakpoint
CREATE TABLE "office_summaries" (
	"day" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
