ALTER TABLE "media_files" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_source_key_media_files_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."media_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_variant" ON "media_files" USING btree ("source_key","mime","width");