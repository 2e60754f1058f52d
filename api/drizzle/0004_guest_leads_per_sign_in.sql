CREATE TABLE "app"."guest_claims" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"guest_lead_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "app"."guest_leads_email_key";--> statement-breakpoint
ALTER TABLE "app"."guest_claims" ADD CONSTRAINT "guest_claims_guest_lead_id_guest_leads_id_fk" FOREIGN KEY ("guest_lead_id") REFERENCES "app"."guest_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_claims_guest_lead_id_idx" ON "app"."guest_claims" USING btree ("guest_lead_id");--> statement-breakpoint
CREATE INDEX "guest_claims_expires_at_idx" ON "app"."guest_claims" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guest_leads_email_idx" ON "app"."guest_leads" USING btree (lower("email"),"created_at");