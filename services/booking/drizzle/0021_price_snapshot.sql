-- Issue 34.3: a booking keeps the price and name its service had when it was made, so the office
-- can change the price, hide or retire the service without touching bookings already made.
ALTER TABLE "appointments" ADD COLUMN "price_minor" bigint;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "service_name" text;
