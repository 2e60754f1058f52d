CREATE TABLE "app"."assessment_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"lang" text NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"user_id" uuid,
	"guest_lead_id" uuid,
	"share_token" text NOT NULL,
	"partner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_results_one_owner" CHECK ("app"."assessment_results"."user_id" is null or "app"."assessment_results"."guest_lead_id" is null)
);
--> statement-breakpoint
ALTER TABLE "app"."assessment_results" ADD CONSTRAINT "assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."assessment_results" ADD CONSTRAINT "assessment_results_guest_lead_id_guest_leads_id_fk" FOREIGN KEY ("guest_lead_id") REFERENCES "app"."guest_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."assessment_results" ADD CONSTRAINT "assessment_results_partner_id_assessment_results_id_fk" FOREIGN KEY ("partner_id") REFERENCES "app"."assessment_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_results_share_token_key" ON "app"."assessment_results" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "assessment_results_user_id_idx" ON "app"."assessment_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assessment_results_guest_lead_id_idx" ON "app"."assessment_results" USING btree ("guest_lead_id","created_at");--> statement-breakpoint
CREATE INDEX "assessment_results_partner_id_idx" ON "app"."assessment_results" USING btree ("partner_id");