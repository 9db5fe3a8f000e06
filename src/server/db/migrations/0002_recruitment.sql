CREATE TABLE "application_qualification_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"position_id" integer NOT NULL,
	"level" integer NOT NULL,
	"hourly_rate" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_qualifications" (
	"position_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	CONSTRAINT "position_qualifications_position_id_qualification_id_pk" PRIMARY KEY("position_id","qualification_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"expires" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"form" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	"reference_number" text,
	"issuer" text,
	"issued_on" date,
	"expires_on" date,
	"verification" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"topic" text NOT NULL,
	"completed_on" date NOT NULL,
	"provider" text NOT NULL,
	"certificate_number" text,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_check_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"source" text NOT NULL,
	"citizenship" integer,
	"work_rights" text,
	"visa_subclass" text,
	"validity" text NOT NULL,
	"conditions" text NOT NULL,
	"checked_by_id" integer,
	"checked_by_name" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_admin_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"at_status" integer NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"application_id" integer,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_check_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"content" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by_id" integer,
	"checked_by_name" text,
	"created_by_id" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"application_id" integer,
	"at_status" integer,
	"body" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tags" (
	"staff_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_tags_staff_id_tag_id_pk" PRIMARY KEY("staff_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"mode" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"video_link" text DEFAULT '' NOT NULL,
	"interviewer" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"attendance" text DEFAULT 'unconfirmed' NOT NULL,
	"attendance_at" timestamp with time zone,
	"provider_notified_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"check_token_hash" text,
	"check_sent_at" timestamp with time zone,
	"check_send_count" integer DEFAULT 0 NOT NULL,
	"check_answered_at" timestamp with time zone,
	"check_answers" jsonb,
	"check_read_at" timestamp with time zone,
	"check_read_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_vi_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"questions" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "virtual_interview_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer_text" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_action_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"action" text NOT NULL,
	"result" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"step" text NOT NULL,
	"from_status" integer NOT NULL,
	"to_status" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_screening" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"prescreen_from" integer,
	"prescreen_result" text DEFAULT 'pending' NOT NULL,
	"prescreen_note" text DEFAULT '' NOT NULL,
	"resume_score" integer,
	"reviewed" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"resume_name" text DEFAULT '' NOT NULL,
	"resume_url" text DEFAULT '' NOT NULL,
	"role_screen_result" text DEFAULT 'pending' NOT NULL,
	"role_screen_note" text DEFAULT '' NOT NULL,
	"withdraw_reason" text DEFAULT '' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"relocated_from_job_id" integer,
	"source" text DEFAULT 'applied' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_prescreen_settings" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"show_to_providers" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_recommendations" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"fit" text NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"body" text NOT NULL,
	"origin" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"edited_by" integer,
	"saved_at" timestamp with time zone,
	"saved_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_export_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"export_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"application_id" integer,
	"format" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"exported_at" timestamp with time zone,
	"export_count" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"sender" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"checked_out_at" timestamp with time zone,
	"hours" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"position" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"break_minutes" integer DEFAULT 30 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_master_board_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"facility_id" integer,
	"standing" text NOT NULL,
	"priority" integer,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_master_board_entries_standing_check" CHECK ("staff_master_board_entries"."standing" in ('preferred', 'blocked')),
	CONSTRAINT "staff_master_board_entries_priority_check" CHECK (("staff_master_board_entries"."standing" = 'preferred') = ("staff_master_board_entries"."priority" is not null))
);
--> statement-breakpoint
CREATE TABLE "staff_master_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "level_id" integer;--> statement-breakpoint
ALTER TABLE "application_qualification_checks" ADD CONSTRAINT "application_qualification_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_levels" ADD CONSTRAINT "position_levels_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_qualifications" ADD CONSTRAINT "position_qualifications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_qualifications" ADD CONSTRAINT "position_qualifications_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_forms" ADD CONSTRAINT "staff_forms_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_forms" ADD CONSTRAINT "staff_forms_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_qualifications" ADD CONSTRAINT "staff_qualifications_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_qualifications" ADD CONSTRAINT "staff_qualifications_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_certificates" ADD CONSTRAINT "training_certificates_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_check_records" ADD CONSTRAINT "visa_check_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_check_records" ADD CONSTRAINT "visa_check_records_checked_by_id_accounts_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_admin_notes" ADD CONSTRAINT "application_admin_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_admin_notes" ADD CONSTRAINT "application_admin_notes_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_check_notes" ADD CONSTRAINT "application_check_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_check_notes" ADD CONSTRAINT "application_check_notes_checked_by_id_accounts_id_fk" FOREIGN KEY ("checked_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_check_notes" ADD CONSTRAINT "application_check_notes_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tags" ADD CONSTRAINT "staff_tags_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tags" ADD CONSTRAINT "staff_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reports" ADD CONSTRAINT "interview_reports_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_reports" ADD CONSTRAINT "interview_reports_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_referees" ADD CONSTRAINT "job_referees_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_referees" ADD CONSTRAINT "job_referees_check_read_by_accounts_id_fk" FOREIGN KEY ("check_read_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_interview_answers" ADD CONSTRAINT "virtual_interview_answers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_action_requests" ADD CONSTRAINT "application_action_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_screening" ADD CONSTRAINT "application_screening_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_screening" ADD CONSTRAINT "application_screening_relocated_from_job_id_job_ads_id_fk" FOREIGN KEY ("relocated_from_job_id") REFERENCES "public"."job_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_prescreen_settings" ADD CONSTRAINT "staff_prescreen_settings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_recommendations" ADD CONSTRAINT "ai_recommendations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_recommendations" ADD CONSTRAINT "ai_recommendations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_edited_by_accounts_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_export_files" ADD CONSTRAINT "candidate_export_files_export_id_candidate_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."candidate_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_export_files" ADD CONSTRAINT "candidate_export_files_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_exports" ADD CONSTRAINT "candidate_exports_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_exports" ADD CONSTRAINT "candidate_exports_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_exports" ADD CONSTRAINT "candidate_exports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_exports" ADD CONSTRAINT "candidate_exports_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD CONSTRAINT "shift_workers_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD CONSTRAINT "shift_workers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_master_board_entries" ADD CONSTRAINT "staff_master_board_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_master_board_entries" ADD CONSTRAINT "staff_master_board_entries_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_master_board_entries" ADD CONSTRAINT "staff_master_board_entries_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_master_board_entries" ADD CONSTRAINT "staff_master_board_entries_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_master_boards" ADD CONSTRAINT "staff_master_boards_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_qualification_checks_application_key" ON "application_qualification_checks" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "position_levels_position_level_key" ON "position_levels" USING btree ("position_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_key" ON "positions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "qualifications_code_key" ON "qualifications" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_forms_staff_form_key" ON "staff_forms" USING btree ("staff_id","form");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_qualifications_staff_kind_key" ON "staff_qualifications" USING btree ("staff_id","qualification_id");--> statement-breakpoint
CREATE INDEX "training_certificates_staff_idx" ON "training_certificates" USING btree ("staff_id","completed_on");--> statement-breakpoint
CREATE INDEX "visa_check_records_staff_idx" ON "visa_check_records" USING btree ("staff_id","checked_at","id");--> statement-breakpoint
CREATE INDEX "admin_notes_application_idx" ON "application_admin_notes" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "attachments_staff_idx" ON "attachments" USING btree ("staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "attachments_application_idx" ON "attachments" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_storage_key" ON "attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "check_notes_application_idx" ON "application_check_notes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "staff_notes_staff_idx" ON "staff_notes" USING btree ("staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_notes_application_idx" ON "staff_notes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "staff_tags_tag_idx" ON "staff_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_key" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "interview_reports_interview_key" ON "interview_reports" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_scheduled_idx" ON "interviews" USING btree ("scheduled_at","id");--> statement-breakpoint
CREATE INDEX "interviews_attendance_scheduled_idx" ON "interviews" USING btree ("attendance","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "job_referees_application_idx" ON "job_referees" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_referees_token_key" ON "job_referees" USING btree ("check_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "position_vi_configs_position_key" ON "position_vi_configs" USING btree (lower("position"));--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_interview_answers_application_key" ON "virtual_interview_answers" USING btree ("application_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "application_action_requests_key" ON "application_action_requests" USING btree ("application_id","action");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "ai_recommendations_application_idx" ON "ai_recommendations" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "ai_summaries_application_idx" ON "ai_summaries" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_summaries_one_saved_key" ON "ai_summaries" USING btree ("application_id") WHERE "ai_summaries"."saved_at" is not null and "ai_summaries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "candidate_export_files_export_idx" ON "candidate_export_files" USING btree ("export_id","id");--> statement-breakpoint
CREATE INDEX "candidate_exports_requested_idx" ON "candidate_exports" USING btree ("requested_at","id");--> statement-breakpoint
CREATE INDEX "candidate_exports_status_requested_idx" ON "candidate_exports" USING btree ("status","requested_at","id");--> statement-breakpoint
CREATE INDEX "candidate_exports_staff_idx" ON "candidate_exports" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_application_idx" ON "conversation_messages" USING btree ("application_id","sent_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_workers_shift_staff_key" ON "shift_workers" USING btree ("shift_id","staff_id");--> statement-breakpoint
CREATE INDEX "shift_workers_staff_idx" ON "shift_workers" USING btree ("staff_id","shift_id");--> statement-breakpoint
CREATE INDEX "shifts_starts_idx" ON "shifts" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "shifts_facility_starts_idx" ON "shifts" USING btree ("facility_id","starts_at");--> statement-breakpoint
CREATE INDEX "shifts_provider_starts_idx" ON "shifts" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_master_board_entries_place_key" ON "staff_master_board_entries" USING btree ("staff_id","provider_id",coalesce("facility_id", 0));--> statement-breakpoint
CREATE INDEX "staff_master_board_entries_provider_idx" ON "staff_master_board_entries" USING btree ("provider_id","standing");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_master_boards_staff_key" ON "staff_master_boards" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_level_idx" ON "staff" USING btree ("level_id");--> statement-breakpoint
CREATE INDEX "staff_tags_idx" ON "staff" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "staff_state_created_idx" ON "staff" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_experience_created_idx" ON "staff" USING btree ("experience","created_at","id");--> statement-breakpoint
CREATE INDEX "staff_position_created_idx" ON "staff" USING btree (lower("position"),"created_at","id");