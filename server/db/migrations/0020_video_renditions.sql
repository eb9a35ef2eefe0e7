CREATE TABLE "video_renditions" (
	"media_key" text PRIMARY KEY NOT NULL,
	"rendition_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"playable_key" text,
	"poster_key" text,
	"master_key" text,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"width" integer,
	"height" integer,
	"heights" integer[] DEFAULT '{}'::int[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_renditions" ADD CONSTRAINT "video_renditions_media_key_media_files_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_renditions_rendition" ON "video_renditions" USING btree ("rendition_id");