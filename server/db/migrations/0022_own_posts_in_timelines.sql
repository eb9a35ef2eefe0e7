-- Each author's own live posts in their own home timeline (decision 0044): home reads one timeline, not the reader's posts besides.
INSERT INTO "timeline_entries" ("reader_id", "post_id", "author_id")
SELECT "user_id", "id", "user_id" FROM "posts" WHERE "deleted_at" IS NULL
ON CONFLICT DO NOTHING;
