-- A preview belongs to the post its file is part of: attached previews are public while the post lives, others stay private.
UPDATE "media_files" AS "preview"
SET "post_id" = "source"."post_id"
FROM "media_files" AS "source"
WHERE "source"."preview_key" = "preview"."key"
  AND "source"."post_id" IS NOT NULL
  AND "preview"."post_id" IS NULL;
