CREATE TABLE "coin_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coin_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coin" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"inapp_identifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coin_packs_inapp_identifier_unique" UNIQUE("inapp_identifier"),
	CONSTRAINT "coin_packs_coin_positive" CHECK ("coin_packs"."coin" > 0),
	CONSTRAINT "coin_packs_price_positive" CHECK ("coin_packs"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_purpose_known" CHECK ("otp_codes"."purpose" in ('verify', 'reset')),
	CONSTRAINT "otp_codes_attempts_not_negative" CHECK ("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"gender" smallint,
	"country_id" integer,
	"zipcode" text,
	"state" text,
	"city" text,
	"address" text,
	"birth_date" date,
	"website_link" text,
	"facebook_link" text,
	"instagram_link" text,
	"twitter_link" text,
	"other_profile_link" text,
	"bio" text,
	"profile_photo" text,
	"cover_photo" text,
	"created_by" text DEFAULT 'user' NOT NULL,
	"user_verified" smallint DEFAULT 4 NOT NULL,
	"wallet_balance" integer DEFAULT 0 NOT NULL,
	"posts_count" integer DEFAULT 0 NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"refrence_code" text NOT NULL,
	"referred_by" integer,
	"chat_user_id" text,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_refrence_code_unique" UNIQUE("refrence_code"),
	CONSTRAINT "users_chat_user_id_unique" UNIQUE("chat_user_id"),
	CONSTRAINT "users_gender_known" CHECK ("users"."gender" in (0, 1)),
	CONSTRAINT "users_user_verified_known" CHECK ("users"."user_verified" in (0, 1, 2, 4)),
	CONSTRAINT "users_wallet_balance_not_negative" CHECK ("users"."wallet_balance" >= 0),
	CONSTRAINT "users_posts_count_not_negative" CHECK ("users"."posts_count" >= 0),
	CONSTRAINT "users_followers_count_not_negative" CHECK ("users"."followers_count" >= 0),
	CONSTRAINT "users_following_count_not_negative" CHECK ("users"."following_count" >= 0),
	CONSTRAINT "users_chat_user_id_shape" CHECK ("users"."chat_user_id" ~ '^[0-9a-f]{24}$')
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coin_packs_coin" ON "coin_packs" USING btree ("coin");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_user_purpose_unique" ON "otp_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));