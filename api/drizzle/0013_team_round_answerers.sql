CREATE TABLE "app"."team_round_answerers" (
	"round_id" uuid NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "team_round_answerers_round_id_key_pk" PRIMARY KEY("round_id","key")
);
--> statement-breakpoint
ALTER TABLE "app"."team_rounds" ADD COLUMN "counted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."team_rounds" ADD COLUMN "owner_answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."team_rounds" ADD COLUMN "result_counted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."team_round_answerers" ADD CONSTRAINT "team_round_answerers_round_id_team_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "app"."team_rounds"("id") ON DELETE cascade ON UPDATE no action;