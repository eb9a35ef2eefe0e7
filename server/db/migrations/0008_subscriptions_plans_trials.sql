CREATE TABLE "subscription_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"creator_id" integer NOT NULL,
	"package_type" smallint NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"validity_days" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_package_type_known" CHECK ("subscription_plans"."package_type" in (0, 1, 2)),
	CONSTRAINT "subscription_plans_price_not_negative" CHECK ("subscription_plans"."price" >= 0),
	CONSTRAINT "subscription_plans_validity_not_negative" CHECK ("subscription_plans"."validity_days" >= 0),
	CONSTRAINT "subscription_plans_status_known" CHECK ("subscription_plans"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "subscription_trials" (
	"subscriber_id" integer NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_trials_subscriber_id_creator_id_pk" PRIMARY KEY("subscriber_id","creator_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_known";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_trials" ADD CONSTRAINT "subscription_trials_subscriber_id_users_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_trials" ADD CONSTRAINT "subscription_trials_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_creator_type" ON "subscription_plans" USING btree ("creator_id","package_type");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_due" ON "subscriptions" USING btree ("expiry_date") WHERE "subscriptions"."status" = 1;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK (kind in ('coin_purchase', 'post_unlock', 'post_donation', 'user_donation', 'sticker', 'coin_transfer', 'referral_bonus', 'subscription'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_known" CHECK (type in ('like_post', 'like_comment', 'post_comment', 'start_follow', 'new_story', 'new_tips', 'recieved_coins', 'update_wallet', 'wallet_updated', 'transfer_coins', 'chat', 'new_subscription', 'document_rejected', 'document_approved', 'VERIFICATION_UPDATES', 'NEW_SUBSCRIBER', 'PAYOUT_UPDATES', 'TAG_IN_POST', 'live_stream', 'new_livestream', 'subscription_lapsed'));