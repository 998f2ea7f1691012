-- Reminders (issue 18): the smallest offset already emailed for the current start, and the sweep's index.
ALTER TABLE "appointments" ADD COLUMN "last_reminder_minutes" integer;--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."status" = 'confirmed';