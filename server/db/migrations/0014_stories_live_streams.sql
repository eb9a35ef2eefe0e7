CREATE TABLE "live_joins" (
	"stream_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_joins_stream_id_user_id_pk" PRIMARY KEY("stream_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"stream_id" text PRIMARY KEY NOT NULL,
	"host_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "live_streams_id_shape" CHECK ("live_streams"."stream_id" ~ '^[A-Za-z0-9]{10}$'),
	CONSTRAINT "live_streams_type_known" CHECK ("live_streams"."type" in (0, 1)),
	CONSTRAINT "live_streams_price" CHECK (("live_streams"."type" = 0 and "live_streams"."amount" = 0) or ("live_streams"."type" = 1 and "live_streams"."amount" >= 1))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_views" (
	"story_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_views_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "live_joins" ADD CONSTRAINT "live_joins_stream_id_live_streams_stream_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("stream_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_joins" ADD CONSTRAINT "live_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_joins" ADD CONSTRAINT "live_joins_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_image_key_media_files_key_fk" FOREIGN KEY ("image_key") REFERENCES "public"."media_files"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_views" ADD CONSTRAINT "story_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_joins_user" ON "live_joins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_streams_one_per_host" ON "live_streams" USING btree ("host_id") WHERE "live_streams"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "live_streams_live" ON "live_streams" USING btree ("created_at" DESC NULLS LAST) WHERE "live_streams"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "stories_user" ON "stories" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "stories_expires" ON "stories" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_image_unique" ON "stories" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "story_views_user" ON "story_views" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK (kind in ('coin_purchase', 'post_unlock', 'post_donation', 'user_donation', 'sticker', 'coin_transfer', 'referral_bonus', 'subscription', 'payout_request', 'payout_paid', 'payout_rejected', 'chat_media', 'media_package', 'live_join', 'live_tip'));