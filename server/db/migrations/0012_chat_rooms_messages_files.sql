CREATE TABLE "chat_files" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"media_type" smallint NOT NULL,
	"thumb_key" text,
	"preview_key" text,
	"upload_id" text NOT NULL,
	"message_seq" bigint,
	"position" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_files_type_known" CHECK ("chat_files"."media_type" in (0, 2))
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"room_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"read_seq" bigint DEFAULT 0 NOT NULL,
	"notified" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_members_room_id_user_id_pk" PRIMARY KEY("room_id","user_id"),
	CONSTRAINT "chat_members_notified_flag" CHECK ("chat_members"."notified" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"room_id" text NOT NULL,
	"author_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"coins" integer,
	"package_id" integer,
	"sticker_id" integer,
	"client_id" text,
	"unlocked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_id_unique" UNIQUE("id"),
	CONSTRAINT "chat_messages_id_shape" CHECK ("chat_messages"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "chat_messages_kind_known" CHECK (kind in ('text', 'paidPackage', 'PAID_MEDIA', 'COIN_TRANSFER', 'CHAT_VIDEO_FILE', 'STICKER')),
	CONSTRAINT "chat_messages_coins_not_negative" CHECK ("chat_messages"."coins" is null or "chat_messages"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"user_low" integer NOT NULL,
	"user_high" integer NOT NULL,
	"last_seq" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_rooms_id_shape" CHECK ("chat_rooms"."id" ~ '^[0-9a-f]{24}$'),
	CONSTRAINT "chat_rooms_pair_ordered" CHECK ("chat_rooms"."user_low" < "chat_rooms"."user_high")
);
--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_files" ADD CONSTRAINT "chat_files_message_seq_chat_messages_seq_fk" FOREIGN KEY ("message_seq") REFERENCES "public"."chat_messages"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_package_id_media_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."media_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sticker_id_stickers_id_fk" FOREIGN KEY ("sticker_id") REFERENCES "public"."stickers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_files_message" ON "chat_files" USING btree ("message_seq","position");--> statement-breakpoint
CREATE INDEX "chat_files_owner" ON "chat_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "chat_members_user" ON "chat_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_room_seq" ON "chat_messages" USING btree ("room_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_author_client" ON "chat_messages" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_rooms_pair" ON "chat_rooms" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "chat_rooms_high" ON "chat_rooms" USING btree ("user_high");