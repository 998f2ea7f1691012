-- Issue 34.3: the office edits, hides and retires services and orders /services.
ALTER TABLE "services" ADD COLUMN "state" text DEFAULT 'visible' NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_state_check" CHECK ("services"."state" in ('visible', 'hidden', 'retired'));
--> statement-breakpoint
-- The order the site showed until now: the spec's seven services in their fixed order
-- (SERVICE_DISPLAY_ORDER), then the others as they were added.
UPDATE "services" SET "position" = "ranked"."position"
FROM (
  SELECT "id", (row_number() OVER (
    ORDER BY coalesce(array_position(ARRAY[
      'establishment-account-management',
      'liaison-officer-services',
      'salary-adjustments',
      'official-correspondence',
      'work-injuries-registration',
      'voluntary-system-management',
      'retirement-consultations'
    ], "name_en"), 100), "created_at", "id"
  ) - 1)::int AS "position"
  FROM "services"
) AS "ranked"
WHERE "services"."id" = "ranked"."id";
