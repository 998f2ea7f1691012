-- Issue 31.4: a refund the provider refused is «تعذّر الاسترداد» with its reason, until the office retries it.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_refund_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "refund_failure_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_refund_status_check" CHECK ("appointments"."refund_status" in ('none', 'pending', 'refunded', 'failed'));