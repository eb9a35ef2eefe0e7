CREATE TABLE "user_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reported_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "user_reports_reason_known" CHECK (reason in ('spam', 'harassment', 'impersonation', 'underage', 'copyright', 'other')),
	CONSTRAINT "user_reports_not_self" CHECK ("user_reports"."reported_id" <> "user_reports"."user_id")
);
--> statement-breakpoint
ALTER TABLE "review_decisions" DROP CONSTRAINT "review_decisions_subject_known";--> statement-breakpoint
-- Reports made before reasons were codes: a known word becomes its code, anything else (or none) is 'other' with the words kept.
ALTER TABLE "post_reports" ADD COLUMN "text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "post_reports" SET "text" = CASE WHEN lower(coalesce("reason", '')) IN ('spam', 'harassment', 'impersonation', 'underage', 'copyright') THEN '' ELSE coalesce("reason", '') END, "reason" = CASE WHEN lower(coalesce("reason", '')) IN ('spam', 'harassment', 'impersonation', 'underage', 'copyright') THEN lower("reason") ELSE 'other' END;--> statement-breakpoint
ALTER TABLE "post_reports" ALTER COLUMN "reason" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reports" ADD CONSTRAINT "user_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_reports_reported_user_unique" ON "user_reports" USING btree ("reported_id","user_id");--> statement-breakpoint
CREATE INDEX "user_reports_open" ON "user_reports" USING btree ("reported_id") WHERE "user_reports"."reviewed_at" is null;--> statement-breakpoint
ALTER TABLE "post_reports" ADD CONSTRAINT "post_reports_reason_known" CHECK (reason in ('spam', 'harassment', 'impersonation', 'underage', 'copyright', 'other'));--> statement-breakpoint
ALTER TABLE "review_decisions" ADD CONSTRAINT "review_decisions_subject_known" CHECK (subject in ('verification', 'payout', 'report', 'person_report'));