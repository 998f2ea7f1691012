DROP INDEX "appointments_payment_due_idx";--> statement-breakpoint
CREATE INDEX "appointments_payment_due_idx" ON "appointments" USING btree ("payment_due_at") WHERE "appointments"."status" in ('pending', 'confirmed') and "appointments"."payment_status" <> 'paid';
