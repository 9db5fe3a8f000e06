CREATE TABLE "outbox_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outbox_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"provider" text NOT NULL,
	"outcome" text NOT NULL,
	"retryable" boolean,
	"error" text,
	"provider_message_id" text,
	"duration_ms" integer NOT NULL,
	"retry_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_attempts_outcome_check" CHECK ("outbox_attempts"."outcome" in ('sent', 'retry', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sms_batch_rows" (
	"batch_id" integer NOT NULL,
	"row" integer NOT NULL,
	"recipient" text,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"status" text NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_id" integer,
	CONSTRAINT "sms_batch_rows_batch_id_row_pk" PRIMARY KEY("batch_id","row"),
	CONSTRAINT "sms_batch_rows_status_check" CHECK ("sms_batch_rows"."status" in ('queued', 'scheduled', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "sms_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"to_column" text NOT NULL,
	"template" text NOT NULL,
	"request_time" timestamp with time zone,
	"row_count" integer NOT NULL,
	"sent_count" integer NOT NULL,
	"skipped_count" integer NOT NULL,
	"segments" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"staff_id" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_body" text DEFAULT '' NOT NULL,
	"last_direction" text DEFAULT 'out' NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"replies_waiting" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"direction" text NOT NULL,
	"phone" text NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"segments" integer NOT NULL,
	"encoding" text NOT NULL,
	"origin" text NOT NULL,
	"batch_id" integer,
	"idempotency_key" text,
	"scheduled_for" timestamp with time zone,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_direction_check" CHECK ("sms_messages"."direction" in ('out', 'in')),
	CONSTRAINT "sms_messages_origin_check" CHECK ("sms_messages"."origin" in ('single', 'staff', 'batch', 'inbound'))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"provider_ids" integer[] NOT NULL,
	"operator_count" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"target" text NOT NULL,
	"staff_id" integer,
	"filters" jsonb,
	"recipient_count" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_sends_target_check" CHECK ("email_sends"."target" in ('staff', 'group'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"filters" jsonb NOT NULL,
	"recipient_count" integer NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"send_id" integer,
	"announcement_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_notices_recipient_kind_check" CHECK ("station_notices"."recipient_kind" in ('account', 'staff', 'operator')),
	CONSTRAINT "station_notices_category_check" CHECK ("station_notices"."category" in ('system', 'group', 'announcement'))
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version_name" text NOT NULL,
	"major" integer NOT NULL,
	"minor" integer NOT NULL,
	"patch" integer NOT NULL,
	"build_number" integer NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"released_on" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"target_url" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "link_routes_path_check" CHECK ("link_routes"."path" like '/%' and length("link_routes"."path") between 2 and 200)
);
--> statement-breakpoint
CREATE TABLE "utm_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text DEFAULT '' NOT NULL,
	"campaign" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"sign_ups" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "utm_summaries_counts_check" CHECK ("utm_summaries"."visits" >= 0 and "utm_summaries"."sign_ups" >= 0 and "utm_summaries"."applications" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bulk_run_rows" (
	"run_id" integer NOT NULL,
	"position" integer NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"err" integer,
	"msg" text,
	"group_msg" text,
	"reason" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "bulk_run_rows_run_id_position_pk" PRIMARY KEY("run_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"command_id" text NOT NULL,
	"args" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"source" text NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "command_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"command" text NOT NULL,
	"args" jsonb NOT NULL,
	"run_group" text,
	"records" jsonb NOT NULL,
	"last_audit_id" bigint NOT NULL,
	"kind" text DEFAULT 'command' NOT NULL,
	"undone_by" text,
	"undone_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "macros" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"step_count" integer NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "format" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "not_before" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "short_links" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ADD CONSTRAINT "outbox_attempts_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_batch_rows" ADD CONSTRAINT "sms_batch_rows_batch_id_sms_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sms_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_batch_rows" ADD CONSTRAINT "sms_batch_rows_message_id_sms_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_batches" ADD CONSTRAINT "sms_batches_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_conversations" ADD CONSTRAINT "sms_conversations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_conversation_id_sms_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."sms_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_batch_id_sms_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sms_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_notices" ADD CONSTRAINT "station_notices_send_id_notice_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."notice_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_notices" ADD CONSTRAINT "station_notices_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_versions" ADD CONSTRAINT "app_versions_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_routes" ADD CONSTRAINT "link_routes_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_summaries" ADD CONSTRAINT "utm_summaries_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_run_rows" ADD CONSTRAINT "bulk_run_rows_run_id_bulk_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."bulk_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_attempts_outbox_idx" ON "outbox_attempts" USING btree ("outbox_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_batches_key" ON "sms_batches" USING btree ("batch_key");--> statement-breakpoint
CREATE INDEX "sms_batches_content_idx" ON "sms_batches" USING btree ("content_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_conversations_phone_key" ON "sms_conversations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sms_conversations_last_idx" ON "sms_conversations" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE INDEX "sms_conversations_staff_idx" ON "sms_conversations" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "sms_messages_conversation_idx" ON "sms_messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_staff_idx" ON "sms_messages" USING btree ("staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_idempotency_key" ON "sms_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "announcements_created_idx" ON "announcements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_sends_created_idx" ON "email_sends" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_key" ON "email_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "notice_sends_created_idx" ON "notice_sends" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "station_notices_inbox_idx" ON "station_notices" USING btree ("recipient_kind","recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "station_notices_unread_idx" ON "station_notices" USING btree ("recipient_kind","recipient_id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "station_notices_send_idx" ON "station_notices" USING btree ("send_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_versions_platform_version_key" ON "app_versions" USING btree ("platform","version_name");--> statement-breakpoint
CREATE INDEX "app_versions_order_idx" ON "app_versions" USING btree ("platform","major","minor","patch","build_number");--> statement-breakpoint
CREATE UNIQUE INDEX "link_routes_path_key" ON "link_routes" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "utm_summaries_day_key" ON "utm_summaries" USING btree ("day","source","medium","campaign");--> statement-breakpoint
CREATE INDEX "utm_summaries_source_idx" ON "utm_summaries" USING btree ("source","day");--> statement-breakpoint
CREATE INDEX "bulk_run_rows_pending_idx" ON "bulk_run_rows" USING btree ("run_id","position") WHERE "bulk_run_rows"."outcome" = 'pending';--> statement-breakpoint
CREATE INDEX "bulk_run_rows_outcome_idx" ON "bulk_run_rows" USING btree ("run_id","outcome");--> statement-breakpoint
CREATE INDEX "bulk_runs_account_idx" ON "bulk_runs" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "command_journal_account_idx" ON "command_journal" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "command_journal_group_idx" ON "command_journal" USING btree ("run_group");--> statement-breakpoint
CREATE INDEX "macros_owner_idx" ON "macros" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "macros_shared_idx" ON "macros" USING btree ("shared");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at","id");--> statement-breakpoint
CREATE INDEX "outbox_status_created_idx" ON "outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "short_links_target_idx" ON "short_links" USING btree ("target_url");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued', 'sending', 'sent', 'failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_format_check" CHECK ("outbox"."format" in ('text', 'html'));--> statement-breakpoint
-- Issue 13: the audit log is append-only. Rows are added by the command path; nothing updates, deletes or truncates them.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP; END; $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
