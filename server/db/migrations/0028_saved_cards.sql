CREATE TABLE "auto_top_ups" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"coin_pack_id" integer NOT NULL,
	"round" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_last4_digits" CHECK ("saved_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_cards_exp_month_range" CHECK ("saved_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "auto_top_ups" ADD CONSTRAINT "auto_top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_ups" ADD CONSTRAINT "auto_top_ups_card_id_saved_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."saved_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_top_ups" ADD CONSTRAINT "auto_top_ups_coin_pack_id_coin_packs_id_fk" FOREIGN KEY ("coin_pack_id") REFERENCES "public"."coin_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_method" ON "saved_cards" USING btree ("user_id","payment_method_id");