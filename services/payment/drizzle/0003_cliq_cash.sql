-- Issue 31.2: CliQ transfers (reported, then confirmed or rejected by the office) and cash at the desk; the payment keeps its method, reference and payer name for the office.
CREATE TABLE "transfer_reports" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_name" text,
	"original_name" text,
	"mime_type" text,
	"decision" text,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"bank_reference" text,
	"reject_reason" text
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "transfer_reports" ADD CONSTRAINT "transfer_reports_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('card', 'cliq', 'cash'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'awaiting_confirmation', 'paid', 'failed'));