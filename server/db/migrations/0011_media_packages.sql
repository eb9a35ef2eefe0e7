CREATE TABLE "media_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"package_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text,
	"media_type" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_contents_type_known" CHECK ("media_contents"."media_type" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "media_package_buyers" (
	"package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_package_buyers_package_id_user_id_pk" PRIMARY KEY("package_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "media_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "media_packages_price_positive" CHECK ("media_packages"."price" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "media_contents" ADD CONSTRAINT "media_contents_package_id_media_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."media_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_package_buyers" ADD CONSTRAINT "media_package_buyers_package_id_media_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."media_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_package_buyers" ADD CONSTRAINT "media_package_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_packages" ADD CONSTRAINT "media_packages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_contents_package" ON "media_contents" USING btree ("package_id","id");--> statement-breakpoint
CREATE INDEX "media_packages_owner" ON "media_packages" USING btree ("owner_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known" CHECK (kind in ('coin_purchase', 'post_unlock', 'post_donation', 'user_donation', 'sticker', 'coin_transfer', 'referral_bonus', 'subscription', 'payout_request', 'payout_paid', 'payout_rejected', 'chat_media', 'media_package'));