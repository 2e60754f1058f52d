CREATE SCHEMA "storage";
--> statement-breakpoint
CREATE TABLE "storage"."buckets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner" uuid,
	"owner_id" text,
	"public" boolean DEFAULT false NOT NULL,
	"file_size_limit" bigint,
	"allowed_mime_types" text[],
	"type" text DEFAULT 'STANDARD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "storage"."objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket_id" text NOT NULL,
	"name" text NOT NULL,
	"owner" uuid,
	"owner_id" text,
	"metadata" jsonb,
	"user_metadata" jsonb,
	"version" text,
	"created_at" timestamp with time zone DEFAULT now(),
	"updated_at" timestamp with time zone DEFAULT now(),
	"last_accessed_at" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "storage"."objects" ADD CONSTRAINT "objects_bucket_id_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "storage"."buckets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bucketid_objname" ON "storage"."objects" USING btree ("bucket_id","name");--> statement-breakpoint
CREATE INDEX "name_prefix_search" ON "storage"."objects" USING btree ("bucket_id","name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "objects_owner_idx" ON "storage"."objects" USING btree ("owner");