CREATE TABLE "outer_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resume_text" text DEFAULT '' NOT NULL,
	"resume_score" integer,
	"score_note" text DEFAULT '' NOT NULL,
	"scored_at" timestamp with time zone,
	"status" text DEFAULT 'imported' NOT NULL,
	"invited_at" timestamp with time zone,
	"invite_count" integer DEFAULT 0 NOT NULL,
	"staff_id" integer,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "outer_candidates_status_check" CHECK ("outer_candidates"."status" in ('imported', 'invited', 'registered')),
	CONSTRAINT "outer_candidates_score_check" CHECK ("outer_candidates"."resume_score" is null or "outer_candidates"."resume_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"referrer_staff_id" integer,
	"short_link_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "referral_links_name_check" CHECK (length("referral_links"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "referral_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"target_url" text NOT NULL,
	"created_by" integer,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"last_clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_job_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"external_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_job_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"job_status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognised_provider_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'training' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_assessment_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_experience_years" integer DEFAULT 0 NOT NULL,
	"pass_score" integer DEFAULT 60 NOT NULL,
	"updated_by_id" integer,
	"updated_by_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seek_role_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"seek_role" text NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"attachment_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"score" integer,
	"score_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_name" text,
	"resume_text" text DEFAULT '' NOT NULL,
	"blur_regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blur_status" text DEFAULT 'not_configured' NOT NULL,
	"blurred_attachment_id" integer,
	"blurred_at" timestamp with time zone,
	"details_removed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "pay_rate_max" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "benefits" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "loadings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "visible_directly" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "supply_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_ads" ADD COLUMN "supply_limit" integer;--> statement-breakpoint
ALTER TABLE "outer_candidates" ADD CONSTRAINT "outer_candidates_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outer_candidates" ADD CONSTRAINT "outer_candidates_imported_by_accounts_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_referrer_staff_id_staff_id_fk" FOREIGN KEY ("referrer_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_short_link_id_short_links_id_fk" FOREIGN KEY ("short_link_id") REFERENCES "public"."short_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_links" ADD CONSTRAINT "referral_links_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_registrations" ADD CONSTRAINT "referral_registrations_link_id_referral_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."referral_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_registrations" ADD CONSTRAINT "referral_registrations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_job_mappings" ADD CONSTRAINT "external_job_mappings_job_id_job_ads_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_job_settings" ADD CONSTRAINT "provider_job_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_assessment_rules" ADD CONSTRAINT "resume_assessment_rules_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_assessment_rules" ADD CONSTRAINT "resume_assessment_rules_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_role_mappings" ADD CONSTRAINT "seek_role_mappings_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_resumes" ADD CONSTRAINT "staff_resumes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_resumes" ADD CONSTRAINT "staff_resumes_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_resumes" ADD CONSTRAINT "staff_resumes_blurred_attachment_id_attachments_id_fk" FOREIGN KEY ("blurred_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outer_candidates_email_key" ON "outer_candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "outer_candidates_created_idx" ON "outer_candidates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outer_candidates_staff_idx" ON "outer_candidates" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_short_link_key" ON "referral_links" USING btree ("short_link_id");--> statement-breakpoint
CREATE INDEX "referral_links_referrer_idx" ON "referral_links" USING btree ("referrer_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_registrations_staff_key" ON "referral_registrations" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "referral_registrations_link_idx" ON "referral_registrations" USING btree ("link_id","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_key" ON "short_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "external_job_mappings_source_key" ON "external_job_mappings" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "external_job_mappings_job_idx" ON "external_job_mappings" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_job_settings_provider_key" ON "provider_job_settings" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recognised_provider_names_key" ON "recognised_provider_names" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resume_assessment_rules_position_key" ON "resume_assessment_rules" USING btree ("position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seek_role_mappings_role_key" ON "seek_role_mappings" USING btree (lower("seek_role"));--> statement-breakpoint
CREATE INDEX "staff_resumes_staff_idx" ON "staff_resumes" USING btree ("staff_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_resumes_attachment_key" ON "staff_resumes" USING btree ("attachment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_resumes_default_key" ON "staff_resumes" USING btree ("staff_id") WHERE "staff_resumes"."is_default";--> statement-breakpoint
CREATE INDEX "staff_resumes_unreviewed_idx" ON "staff_resumes" USING btree ("staff_id") WHERE not "staff_resumes"."reviewed";--> statement-breakpoint
CREATE INDEX "staff_resumes_blur_idx" ON "staff_resumes" USING btree ("blur_status","id");