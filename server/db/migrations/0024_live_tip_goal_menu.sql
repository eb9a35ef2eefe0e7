-- A live stream's tip goal and tip menu (issue 32, decision 0048); its tips total sums the ledger's movements that name it.
ALTER TABLE "live_streams" ADD COLUMN "goal_coins" integer;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "goal_label" text;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "menu" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_transactions_stream" ON "ledger_transactions" USING btree (("data"->>'stream_id')) WHERE ("ledger_transactions"."data"->>'stream_id') is not null;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_goal" CHECK (("live_streams"."goal_coins" is null and "live_streams"."goal_label" is null) or ("live_streams"."goal_coins" between 1 and 1000000 and "live_streams"."goal_label" is not null));