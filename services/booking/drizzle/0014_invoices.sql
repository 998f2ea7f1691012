-- Issue 32: an invoice for every payment and a credit invoice for every refund, numbered INV-<year>-<sequence> from invoice_counters.
CREATE TABLE "invoice_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"source_key" text NOT NULL,
	"type" text NOT NULL,
	"tax_type" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reference" text NOT NULL,
	"client_name" text NOT NULL,
	"client_national_id" text,
	"service_name" text NOT NULL,
	"starts_at" timestamp with time zone,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"tax_percent" smallint NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_method" text,
	"payment_reference" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ubl_uuid" uuid NOT NULL,
	"icv" integer NOT NULL,
	"xml" text NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"original_invoice_id" uuid,
	"reason" text,
	"credited_minor" bigint DEFAULT 0 NOT NULL,
	"jofotara_number" text,
	"jofotara_uuid" text,
	"jofotara_qr" text,
	"jofotara_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "invoices_ubl_uuid_unique" UNIQUE("ubl_uuid")
);
--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_target_idx" ON "invoices" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "invoices_reference_idx" ON "invoices" USING btree ("reference");