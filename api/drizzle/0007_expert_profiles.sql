CREATE TABLE "app"."expert_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"display_name" text,
	"title" text,
	"photo_path" text,
	"bio_de" text,
	"bio_en" text,
	"focus_areas" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"formats" text[] DEFAULT '{}' NOT NULL,
	"city_region" text,
	"fee_per_hour_cents" integer,
	"first_talk_free" boolean DEFAULT false NOT NULL,
	"qualifications" text,
	"credential_paths" text[] DEFAULT '{}' NOT NULL,
	"lang" text DEFAULT 'de' NOT NULL,
	"status_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_profiles_status" CHECK ("app"."expert_profiles"."status" in ('draft', 'submitted', 'approved', 'rejected', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "app"."expert_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"reviewer_email" text,
	"by_service_role" boolean DEFAULT false NOT NULL,
	"decision" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."expert_reviews" ADD CONSTRAINT "expert_reviews_expert_id_expert_profiles_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "app"."expert_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."expert_reviews" ADD CONSTRAINT "expert_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_profiles_status_idx" ON "app"."expert_profiles" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "expert_reviews_expert_id_idx" ON "app"."expert_reviews" USING btree ("expert_id","created_at");--> statement-breakpoint
CREATE INDEX "expert_reviews_reviewer_id_idx" ON "app"."expert_reviews" USING btree ("reviewer_id");