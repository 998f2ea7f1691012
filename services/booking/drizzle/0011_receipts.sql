-- Receipts (issue 31): when, how and under which reference each appointment and service request
-- was paid, set by the payment event that pays it (null before, and on rows paid earlier).
ALTER TABLE "appointments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_method_check" CHECK ("appointments"."payment_method" in ('card', 'cliq', 'cash'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_payment_method_check" CHECK ("service_requests"."payment_method" in ('card', 'cliq', 'cash'));--> statement-breakpoint
-- A service request's number, REQ-26-00001, like an appointment's SND- reference. The requests
-- that exist are numbered in the order they were made, each with its own year in Amman; the
-- sequence then continues after them, and the column's default numbers every new one.
CREATE SEQUENCE IF NOT EXISTS "service_request_reference_seq";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "service_requests" AS s SET "reference" = 'REQ-' || to_char(s."created_at" at time zone 'UTC' + interval '3 hours', 'YY') || '-' || lpad(o.n::text, 5, '0') FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "service_requests") AS o WHERE o."id" = s."id";--> statement-breakpoint
SELECT setval('service_request_reference_seq', greatest(count(*), 1), count(*) > 0) FROM "service_requests";--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "reference" SET DEFAULT ('REQ-' || to_char(now() at time zone 'UTC' + interval '3 hours', 'YY') || '-' || lpad(nextval('service_request_reference_seq')::text, 5, '0'));--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_reference_unique" UNIQUE("reference");
