CREATE TABLE "pulled_authors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeline_entries" (
	"reader_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	CONSTRAINT "timeline_entries_reader_id_post_id_pk" PRIMARY KEY("reader_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "pulled_authors" ADD CONSTRAINT "pulled_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD CONSTRAINT "timeline_entries_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_entries" ADD CONSTRAINT "timeline_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_following_follower" ON "follows" USING btree ("following_id","follower_id");--> statement-breakpoint
-- The timelines of the follows and posts already there, as fan-out would have written them (accounts past 10,000 followers are pulled instead).
INSERT INTO "pulled_authors" ("user_id") SELECT "id" FROM "users" WHERE "followers_count" > 10000;--> statement-breakpoint
INSERT INTO "timeline_entries" ("reader_id", "post_id", "author_id")
  SELECT f."follower_id", p."id", p."user_id" FROM "follows" f JOIN "posts" p ON p."user_id" = f."following_id" AND p."deleted_at" IS NULL
  WHERE f."following_id" NOT IN (SELECT "user_id" FROM "pulled_authors");
