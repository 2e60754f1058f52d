CREATE TABLE "app"."news_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_version" text NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_subscriptions_status" CHECK ("app"."news_subscriptions"."status" in ('pending', 'confirmed')),
	CONSTRAINT "news_subscriptions_lang" CHECK ("app"."news_subscriptions"."lang" in ('de', 'en'))
);
--> statement-breakpoint
CREATE TABLE "app"."team_round_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"email" text,
	"lang" text NOT NULL,
	"token_hash" text NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_round_invites_lang" CHECK ("app"."team_round_invites"."lang" in ('de', 'en')),
	CONSTRAINT "team_round_invites_used_forgets" CHECK (not "app"."team_round_invites"."used" or "app"."team_round_invites"."email" is null)
);
--> statement-breakpoint
CREATE TABLE "app"."team_round_tallies" (
	"round_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"value" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "team_round_tallies_round_id_metric_value_pk" PRIMARY KEY("round_id","metric","value"),
	CONSTRAINT "team_round_tallies_count" CHECK ("app"."team_round_tallies"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "app"."team_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"guest_lead_id" uuid,
	"team_name" text NOT NULL,
	"languages" text[] NOT NULL,
	"mail_lang" text DEFAULT 'de' NOT NULL,
	"deadline" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"link_code" text NOT NULL,
	"link_max_uses" integer NOT NULL,
	"link_uses" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"result_respondents" integer DEFAULT 0 NOT NULL,
	"share_token" text,
	"reminded_at" timestamp with time zone,
	"threshold_reached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_rounds_one_owner" CHECK (("app"."team_rounds"."user_id" is null) <> ("app"."team_rounds"."guest_lead_id" is null)),
	CONSTRAINT "team_rounds_status" CHECK ("app"."team_rounds"."status" in ('open', 'closed')),
	CONSTRAINT "team_rounds_mail_lang" CHECK ("app"."team_rounds"."mail_lang" in ('de', 'en')),
	CONSTRAINT "team_rounds_link_uses" CHECK ("app"."team_rounds"."link_uses" >= 0 and "app"."team_rounds"."link_max_uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "app"."mail_outbox" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "app"."team_round_invites" ADD CONSTRAINT "team_round_invites_round_id_team_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "app"."team_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."team_round_tallies" ADD CONSTRAINT "team_round_tallies_round_id_team_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "app"."team_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."team_rounds" ADD CONSTRAINT "team_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."team_rounds" ADD CONSTRAINT "team_rounds_guest_lead_id_guest_leads_id_fk" FOREIGN KEY ("guest_lead_id") REFERENCES "app"."guest_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_subscriptions_email_idx" ON "app"."news_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "news_subscriptions_confirm_token_hash_idx" ON "app"."news_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "news_subscriptions_unsubscribe_token_idx" ON "app"."news_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "news_subscriptions_status_idx" ON "app"."news_subscriptions" USING btree ("status","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "team_round_invites_token_hash_idx" ON "app"."team_round_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_round_invites_round_id_idx" ON "app"."team_round_invites" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_rounds_link_code_idx" ON "app"."team_rounds" USING btree ("link_code");--> statement-breakpoint
CREATE UNIQUE INDEX "team_rounds_share_token_idx" ON "app"."team_rounds" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "team_rounds_user_id_idx" ON "app"."team_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "team_rounds_guest_lead_id_idx" ON "app"."team_rounds" USING btree ("guest_lead_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_ref_idx" ON "app"."mail_outbox" USING btree ("ref") WHERE "app"."mail_outbox"."ref" is not null;--> statement-breakpoint
-- Realtime (0009): the owner's page learns at once when an answer comes in or the result changes.
-- Carried for authorisation: the owner's columns; the reminder mark alone is bookkeeping.
CREATE TRIGGER team_rounds_realtime AFTER INSERT OR UPDATE OR DELETE ON app.team_rounds
  FOR EACH ROW EXECUTE FUNCTION app.realtime_notify('user_id,guest_lead_id', 'reminded_at,updated_at');
