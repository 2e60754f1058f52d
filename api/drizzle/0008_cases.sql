CREATE TABLE "app"."case_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_appointments_kind" CHECK ("app"."case_appointments"."kind" in ('online', 'in_person')),
	CONSTRAINT "case_appointments_status" CHECK ("app"."case_appointments"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "case_appointments_duration" CHECK ("app"."case_appointments"."duration_minutes" between 15 and 480)
);
--> statement-breakpoint
CREATE TABLE "app"."case_declines" (
	"request_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_declines_request_id_expert_id_pk" PRIMARY KEY("request_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "app"."case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_events_actor_role" CHECK ("app"."case_events"."actor_role" in ('client', 'expert', 'admin', 'system'))
);
--> statement-breakpoint
CREATE TABLE "app"."case_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"request_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"sender_user_id" uuid,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_messages_sender" CHECK ("app"."case_messages"."sender" in ('client', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "app"."case_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "addressed_to" uuid;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "expert_id" uuid;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "focus" text;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "format" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "mail_lang" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "client_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD COLUMN "expert_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app"."mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD CONSTRAINT "case_appointments_request_id_expert_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "app"."expert_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_appointments" ADD CONSTRAINT "case_appointments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_declines" ADD CONSTRAINT "case_declines_request_id_expert_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "app"."expert_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_declines" ADD CONSTRAINT "case_declines_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_events" ADD CONSTRAINT "case_events_request_id_expert_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "app"."expert_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_events" ADD CONSTRAINT "case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_messages" ADD CONSTRAINT "case_messages_request_id_expert_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "app"."expert_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_messages" ADD CONSTRAINT "case_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_notes" ADD CONSTRAINT "case_notes_request_id_expert_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "app"."expert_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."case_notes" ADD CONSTRAINT "case_notes_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_appointments_request_id_idx" ON "app"."case_appointments" USING btree ("request_id","starts_at");--> statement-breakpoint
CREATE INDEX "case_appointments_due_idx" ON "app"."case_appointments" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "case_declines_expert_id_idx" ON "app"."case_declines" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "case_events_request_id_idx" ON "app"."case_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "case_messages_request_id_idx" ON "app"."case_messages" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "case_notes_request_id_idx" ON "app"."case_notes" USING btree ("request_id","expert_id","created_at");--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_addressed_to_users_id_fk" FOREIGN KEY ("addressed_to") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_requests_expert_id_idx" ON "app"."expert_requests" USING btree ("expert_id","updated_at");--> statement-breakpoint
CREATE INDEX "expert_requests_addressed_to_idx" ON "app"."expert_requests" USING btree ("addressed_to","status");--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_format" CHECK ("app"."expert_requests"."format" in ('online', 'in_person', 'any'));--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_mail_lang" CHECK ("app"."expert_requests"."mail_lang" in ('de', 'en'));--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_open_unassigned" CHECK ("app"."expert_requests"."status" <> 'neu' or "app"."expert_requests"."expert_id" is null);--> statement-breakpoint
UPDATE "app"."expert_requests" SET "mail_lang" = "lang" WHERE "lang" IN ('de', 'en');