CREATE TABLE "subscription_bundles" (
	"creator_id" integer NOT NULL,
	"months" smallint NOT NULL,
	"discount_percent" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_bundles_creator_id_months_pk" PRIMARY KEY("creator_id","months"),
	CONSTRAINT "subscription_bundles_months_known" CHECK ("subscription_bundles"."months" in (3, 6, 12)),
	CONSTRAINT "subscription_bundles_discount_range" CHECK ("subscription_bundles"."discount_percent" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "subscription_promotions" (
	"creator_id" integer PRIMARY KEY NOT NULL,
	"discount_percent" smallint NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"claim_limit" integer,
	"claimed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_promotions_discount_range" CHECK ("subscription_promotions"."discount_percent" between 1 and 90),
	CONSTRAINT "subscription_promotions_claim_limit_positive" CHECK ("subscription_promotions"."claim_limit" is null or "subscription_promotions"."claim_limit" > 0),
	CONSTRAINT "subscription_promotions_claimed_not_negative" CHECK ("subscription_promotions"."claimed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_bundles" ADD CONSTRAINT "subscription_bundles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_promotions" ADD CONSTRAINT "subscription_promotions_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;