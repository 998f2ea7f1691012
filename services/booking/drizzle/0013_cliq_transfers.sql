-- Issue 31.2: a reported CliQ transfer is «بانتظار تأكيد التحويل» until the office confirms or rejects it.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_payment_status_check";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_payment_status_check";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_status_check" CHECK ("appointments"."payment_status" in ('pending', 'awaiting_confirmation', 'paid', 'failed'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_payment_status_check" CHECK ("service_requests"."payment_status" in ('pending', 'awaiting_confirmation', 'paid', 'failed'));