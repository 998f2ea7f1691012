-- Appointment lifecycle (issue 18): the history of each appointment, client cancellations, the paid amount a
-- refund is computed from, the one free reschedule, the calendar event's SEQUENCE, the meeting link, the refund.
CREATE TABLE "appointment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_cancelled_by_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "paid_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reschedule_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ics_sequence" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_percent" smallint;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "appointment_events" ADD CONSTRAINT "appointment_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_events_appointment_idx" ON "appointment_events" USING btree ("appointment_id","at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_refund_status_check" CHECK ("appointments"."refund_status" in ('none', 'pending', 'refunded'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_check" CHECK ("appointments"."cancelled_by" in ('client', 'admin', 'system'));