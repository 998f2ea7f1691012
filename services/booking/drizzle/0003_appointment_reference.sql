-- A booking reference a person can read out: SND-26-00042. Rows that exist get theirs now (a
-- volatile default is evaluated for each existing row when the column is added).
CREATE SEQUENCE IF NOT EXISTS "appointment_reference_seq";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reference" text DEFAULT ('SND-' || to_char(now() at time zone 'UTC' + interval '3 hours', 'YY') || '-' || lpad(nextval('appointment_reference_seq')::text, 5, '0')) NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_reference_unique" UNIQUE("reference");
