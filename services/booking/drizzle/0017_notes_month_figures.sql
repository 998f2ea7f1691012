CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid,
	"client_key" text,
	"body" text NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_target_check" CHECK (("notes"."appointment_id" is null) <> ("notes"."client_key" is null))
);
--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notes_appointment_idx" ON "notes" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_client_idx" ON "notes" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "appointment_events_refunded_idx" ON "appointment_events" USING btree ("at") WHERE "appointment_events"."action" = 'refunded';--> statement-breakpoint
CREATE INDEX "appointments_starts_idx" ON "appointments" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "appointments_paid_idx" ON "appointments" USING btree ("paid_at") WHERE "appointments"."payment_status" = 'paid';--> statement-breakpoint
CREATE INDEX "service_requests_paid_idx" ON "service_requests" USING btree ("paid_at") WHERE "service_requests"."payment_status" = 'paid';