CREATE TABLE "post_drafts" (
	"id" integer PRIMARY KEY DEFAULT nextval('posts_id_seq') NOT NULL,
	"user_id" integer NOT NULL,
	"body" jsonb NOT NULL,
	"media_keys" text[] DEFAULT '{}' NOT NULL,
	"publish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_drafts" ADD CONSTRAINT "post_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_drafts_user" ON "post_drafts" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_drafts_due" ON "post_drafts" USING btree ("publish_at") WHERE "post_drafts"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "post_drafts_media_keys" ON "post_drafts" USING gin ("media_keys");