ALTER TABLE "outbox" ADD COLUMN "secret_body" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "carries_secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Messages queued before this change kept their one-time secrets in the body the console shows: mask
-- them as new ones are (adapters/message-secrets.ts), whatever their state.
UPDATE "outbox" SET "carries_secret" = true, "body" = regexp_replace(
  regexp_replace(
    regexp_replace("body", '(Your sign-in code is )[0-9]{6}', '\1••••••', 'g'),
    '(Temporary password: )[^\s<]+', '\1••••••', 'g'),
  '(/(reference-check|virtual-interview)/)[A-Za-z0-9_-]{20,}', '\1••••••', 'g')
WHERE "body" ~ '(Your sign-in code is [0-9]{6}|Temporary password: |/(reference-check|virtual-interview)/[A-Za-z0-9_-]{20,})';
