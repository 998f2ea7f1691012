-- Issue 18: 'no_show' is a status (an admin marks a confirmed appointment whose client did not come).
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'));