ALTER TABLE "app"."case_appointments" DROP CONSTRAINT "case_appointments_status";--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ALTER COLUMN "status" SET DEFAULT 'proposed';--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD COLUMN "options" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Appointments made before the client answered them: confirmed as they were, with their one time.
UPDATE "app"."case_appointments" SET "options" = ARRAY["starts_at"];--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD COLUMN "response_note" text;--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_requests_user_idempotency_key" ON "app"."expert_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_requests_guest_idempotency_key" ON "app"."expert_requests" USING btree ("guest_lead_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD CONSTRAINT "case_appointments_response" CHECK ("app"."case_appointments"."response" in ('confirmed', 'declined', 'other_time'));--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD CONSTRAINT "case_appointments_status" CHECK ("app"."case_appointments"."status" in ('proposed', 'scheduled', 'declined', 'cancelled'));