ALTER TABLE "availability_week" ADD COLUMN "ranges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_week" ADD COLUMN "slot_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
-- The week stored so far as slot start times becomes opening ranges of hour slots: each run of
-- consecutive hours one range (09:00, 10:00, 11:00 → 09:00–12:00). `slots` stays as it was.
UPDATE "availability_week" w SET "ranges" = coalesce((
	SELECT jsonb_agg(jsonb_build_object(
		'from', to_char(g.first, 'HH24:MI'),
		'to', CASE WHEN g.last >= time '23:00' THEN '24:00' ELSE to_char(g.last + interval '60 minutes', 'HH24:MI') END
	) ORDER BY g.first)
	FROM (
		SELECT min(x.t) AS first, max(x.t) AS last FROM (
			SELECT s.t, s.t - make_interval(mins => 60 * (row_number() OVER (ORDER BY s.t))::int) AS island
			FROM (SELECT DISTINCT slot::time AS t FROM unnest(w.slots) AS slot) s
		) x GROUP BY x.island
	) g
), '[]'::jsonb);--> statement-breakpoint
CREATE TABLE "availability_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"closed" boolean NOT NULL,
	"hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_periods_order_check" CHECK ("availability_periods"."starts_on" <= "availability_periods"."ends_on")
);--> statement-breakpoint
CREATE INDEX "availability_periods_starts_idx" ON "availability_periods" USING btree ("starts_on");
