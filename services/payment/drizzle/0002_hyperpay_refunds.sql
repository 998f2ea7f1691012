-- Issue 31: HyperPay. A paid payment keeps the provider's charge id (refunds go against it); a refused refund keeps the provider's reason, and the office may retry it (attempt).
ALTER TABLE "payments" ADD COLUMN "provider_charge_ref" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;