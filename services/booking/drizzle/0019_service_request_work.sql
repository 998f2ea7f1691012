-- Issue 34.10: a service request's work status (new → in progress → done) and the office's notes on it.
ALTER TABLE "service_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_status_check" CHECK ("service_requests"."status" in ('new', 'in_progress', 'done'));--> statement-breakpoint
CREATE INDEX "service_requests_status_created_idx" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE "service_request_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_request_notes" ADD CONSTRAINT "service_request_notes_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_request_notes_request_idx" ON "service_request_notes" USING btree ("service_request_id","created_at");
