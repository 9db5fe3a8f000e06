-- Keyword search by trigram indexes (docs/search.md). pg_trgm ships with PostgreSQL's contrib and as a PGlite extension (loaded in db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(phone, '\D', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "facilities_name_trgm_idx" ON "facilities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_ads_title_trgm_idx" ON "job_ads" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_name_trgm_idx" ON "staff" USING gin (("first_name" || ' ' || "surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_email_trgm_idx" ON "staff" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_phone_digits_trgm_idx" ON "staff" USING gin ("phone_digits" gin_trgm_ops);