CREATE TABLE "fan_list_members" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fan_list_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "fan_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fan_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mass_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mass_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer NOT NULL,
	"audience" text NOT NULL,
	"list_id" integer,
	"list_name" text,
	"content" text DEFAULT '' NOT NULL,
	"coins" integer,
	"client_id" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mass_messages_audience_known" CHECK ("mass_messages"."audience" in ('subscribers', 'followers', 'list')),
	CONSTRAINT "mass_messages_coins_positive" CHECK ("mass_messages"."coins" is null or "mass_messages"."coins" > 0)
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD COLUMN "mass_message_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mass_message_id" integer;--> statement-breakpoint
ALTER TABLE "fan_list_members" ADD CONSTRAINT "fan_list_members_list_id_fan_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."fan_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_list_members" ADD CONSTRAINT "fan_list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_lists" ADD CONSTRAINT "fan_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_messages" ADD CONSTRAINT "mass_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_messages" ADD CONSTRAINT "mass_messages_list_id_fan_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."fan_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_list_members_user" ON "fan_list_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fan_lists_owner_name" ON "fan_lists" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "mass_messages_author_client" ON "mass_messages" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE INDEX "mass_messages_author_created" ON "mass_messages" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_mass_message_id_mass_messages_id_fk" FOREIGN KEY ("mass_message_id") REFERENCES "public"."mass_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_mass_message_id_mass_messages_id_fk" FOREIGN KEY ("mass_message_id") REFERENCES "public"."mass_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_files_mass" ON "chat_files" USING btree ("mass_message_id","position") WHERE "chat_files"."mass_message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_mass" ON "chat_messages" USING btree ("mass_message_id") WHERE "chat_messages"."mass_message_id" is not null;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_one_holder" CHECK ("chat_files"."message_seq" is null or "chat_files"."mass_message_id" is null);