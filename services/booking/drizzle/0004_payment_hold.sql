-- Payment hold (issue 22): the deadline of an unpaid booking, who cancelled and why, and the refund flag
-- of a payment that arrived after the booking was released. Old rows: no deadline, never expire.
ALTER TABLE "appointments" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "needs_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_payment_due_idx" ON "appointments" USING btree ("payment_due_at") WHERE "appointments"."status" = 'pending' and "appointments"."payment_status" <> 'paid';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by_check" CHECK ("appointments"."cancelled_by" in ('admin', 'system'));