CREATE TABLE "app"."checklist_progress" (
	"user_id" uuid,
	"guest_lead_id" uuid,
	"owner_id" uuid GENERATED ALWAYS AS (coalesce(user_id, guest_lead_id)) STORED NOT NULL,
	"checklist_id" text NOT NULL,
	"item_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_progress_owner_id_checklist_id_item_id_pk" PRIMARY KEY("owner_id","checklist_id","item_id"),
	CONSTRAINT "checklist_progress_one_owner" CHECK (("app"."checklist_progress"."user_id" is null) <> ("app"."checklist_progress"."guest_lead_id" is null))
);
--> statement-breakpoint
ALTER TABLE "app"."checklist_progress" ADD CONSTRAINT "checklist_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."checklist_progress" ADD CONSTRAINT "checklist_progress_guest_lead_id_guest_leads_id_fk" FOREIGN KEY ("guest_lead_id") REFERENCES "app"."guest_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_progress_user_id_idx" ON "app"."checklist_progress" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "checklist_progress_guest_lead_id_idx" ON "app"."checklist_progress" USING btree ("guest_lead_id");--> statement-breakpoint
-- Ticks signed-in users kept in their metadata (user_metadata.checklists: { <checklist>: [item ids] })
-- move into the table once; the api reads only ids of today's checklist definitions back.
INSERT INTO "app"."checklist_progress" ("user_id", "checklist_id", "item_id", "updated_at")
SELECT u."id", c."key", i."value" #>> '{}', u."updated_at"
FROM "auth"."users" u
CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(u."raw_user_meta_data" -> 'checklists') = 'object' THEN u."raw_user_meta_data" -> 'checklists' ELSE '{}'::jsonb END) AS c("key", "value")
CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(c."value") = 'array' THEN c."value" ELSE '[]'::jsonb END) AS i("value")
WHERE jsonb_typeof(i."value") = 'string' AND length(c."key") <= 100 AND length(i."value" #>> '{}') <= 100
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "auth"."users" SET "raw_user_meta_data" = "raw_user_meta_data" - 'checklists' WHERE "raw_user_meta_data" ? 'checklists';
