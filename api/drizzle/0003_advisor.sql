CREATE TABLE "app"."advisor_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_lead_id" uuid,
	"title" text NOT NULL,
	"lang" text NOT NULL,
	"phase" text DEFAULT 'situation' NOT NULL,
	"mode" text DEFAULT 'coach' NOT NULL,
	"roleplay_scenario" text,
	"turns" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"remembered" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_conversations_one_owner" CHECK (("app"."advisor_conversations"."user_id" is null) <> ("app"."advisor_conversations"."guest_lead_id" is null)),
	CONSTRAINT "advisor_conversations_mode" CHECK ("app"."advisor_conversations"."mode" in ('coach', 'roleplay'))
);
--> statement-breakpoint
CREATE TABLE "app"."advisor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"kind" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_messages_role" CHECK ("app"."advisor_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "app"."expert_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_lead_id" uuid,
	"topic" text NOT NULL,
	"lang" text NOT NULL,
	"summary" text NOT NULL,
	"conversation_id" uuid,
	"contact_email" text NOT NULL,
	"contact_name" text,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'neu' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_requests_one_owner" CHECK (("app"."expert_requests"."user_id" is null) <> ("app"."expert_requests"."guest_lead_id" is null)),
	CONSTRAINT "expert_requests_status" CHECK ("app"."expert_requests"."status" in ('neu', 'angenommen', 'terminiert', 'abgeschlossen', 'abgelehnt', 'storniert'))
);
--> statement-breakpoint
ALTER TABLE "app"."advisor_conversations" ADD CONSTRAINT "advisor_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."advisor_conversations" ADD CONSTRAINT "advisor_conversations_guest_lead_id_guest_leads_id_fk" FOREIGN KEY ("guest_lead_id") REFERENCES "app"."guest_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."advisor_messages" ADD CONSTRAINT "advisor_messages_conversation_id_advisor_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "app"."advisor_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_guest_lead_id_guest_leads_id_fk" FOREIGN KEY ("guest_lead_id") REFERENCES "app"."guest_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."expert_requests" ADD CONSTRAINT "expert_requests_conversation_id_advisor_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "app"."advisor_conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_conversations_user_id_idx" ON "app"."advisor_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "advisor_conversations_guest_lead_id_idx" ON "app"."advisor_conversations" USING btree ("guest_lead_id","updated_at");--> statement-breakpoint
CREATE INDEX "advisor_messages_conversation_id_idx" ON "app"."advisor_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "expert_requests_user_id_idx" ON "app"."expert_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_requests_guest_lead_id_idx" ON "app"."expert_requests" USING btree ("guest_lead_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_requests_status_idx" ON "app"."expert_requests" USING btree ("status","created_at");