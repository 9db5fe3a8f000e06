CREATE TABLE "provider_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"category" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_blocked_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_blocked_staff_reason_check" CHECK (length("provider_blocked_staff"."reason") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "provider_disable_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer,
	"requested_by_name" text NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "provider_disable_requests_status_check" CHECK ("provider_disable_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "provider_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"facility_id" integer,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"login_info_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"referral_enabled" boolean DEFAULT true NOT NULL,
	"referral_headline" text DEFAULT '' NOT NULL,
	"referral_intro" text DEFAULT '' NOT NULL,
	"referral_bonus_cents" integer DEFAULT 0 NOT NULL,
	"custom_positions" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_color" text DEFAULT '#1890ff' NOT NULL,
	"accent_color" text DEFAULT '#13c2c2' NOT NULL,
	"logo_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"address" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"password_issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_id" integer,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"label" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"employment_type" integer NOT NULL,
	"body_html" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contract_templates_type_check" CHECK ("contract_templates"."employment_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "master_board_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_board_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"facility_id" integer,
	"position" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" integer DEFAULT 30 NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"headcount" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"require_approval" boolean DEFAULT true NOT NULL,
	"show_pay_rate" boolean DEFAULT true NOT NULL,
	"release_after_hours" integer DEFAULT 0 NOT NULL,
	"primary_colour" text DEFAULT '#1890ff' NOT NULL,
	"accent_colour" text DEFAULT '#52c41a' NOT NULL,
	"header_text" text DEFAULT '' NOT NULL,
	"layout" text DEFAULT 'list' NOT NULL,
	"show_facility_address" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "master_boards_release_check" CHECK ("master_boards"."release_after_hours" between 0 and 168)
);
--> statement-breakpoint
CREATE TABLE "onboarding_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "onboarding_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"administrator_id" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_on" date,
	"last_used_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "provider_api_keys_status_check" CHECK ("provider_api_keys"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "temp_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"template_id" integer,
	"position" text NOT NULL,
	"shift_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"break_minutes" integer NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"headcount" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'console' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "temp_shifts_status_check" CHECK ("temp_shifts"."status" in ('pending_approval', 'open', 'filled', 'rejected', 'cancelled')),
	CONSTRAINT "temp_shifts_headcount_check" CHECK ("temp_shifts"."headcount" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "admin_auths" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"menus" text[] DEFAULT '{}'::text[] NOT NULL,
	"apis" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title_key" text NOT NULL,
	"title" text NOT NULL,
	"parent_path" text,
	"icon" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"command" text,
	"removed" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer,
	"based_on_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"auths" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"shift_id" integer NOT NULL,
	"library_file_id" integer NOT NULL,
	"attached_by" integer,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_files_shift_id_library_file_id_pk" PRIMARY KEY("shift_id","library_file_id")
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"account_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notes_body_check" CHECK (length("order_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "order_push_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"trigger" text NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shift_recipients" (
	"shift_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_recipients_shift_id_staff_id_pk" PRIMARY KEY("shift_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"staff_id" integer,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"action_taken" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"reported_by" integer,
	"reporter_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "incidents_title_check" CHECK (length("incidents"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "timesheet_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"timesheet_id" integer NOT NULL,
	"account_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_comments_body_check" CHECK (length("timesheet_comments"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_worker_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"break_minutes" integer NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"hourly_rate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timesheets_amount_check" CHECK ("timesheets"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"shift_worker_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"pay_cents" integer NOT NULL,
	"charge_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"replaces_id" integer,
	"minutes" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"replaced_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"pay_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslip_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"payslip_id" integer NOT NULL,
	"shift_worker_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"break_minutes" integer NOT NULL,
	"minutes" integer NOT NULL,
	"base_rate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"parts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"replaces_id" integer,
	"minutes" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"replaced_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD COLUMN "assigned_by" integer;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD COLUMN "confirmed_conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD COLUMN "worked_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD COLUMN "worked_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shift_workers" ADD COLUMN "worked_break_minutes" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "workers_needed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "level_id" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "employment_type" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "competencies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "requirements" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "contact_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "created_on_behalf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "requested_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "canceled_by" integer;--> statement-breakpoint
ALTER TABLE "provider_attachments" ADD CONSTRAINT "provider_attachments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_attachments" ADD CONSTRAINT "provider_attachments_uploaded_by_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_blocked_staff" ADD CONSTRAINT "provider_blocked_staff_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_blocked_staff" ADD CONSTRAINT "provider_blocked_staff_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_blocked_staff" ADD CONSTRAINT "provider_blocked_staff_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_disable_requests" ADD CONSTRAINT "provider_disable_requests_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_disable_requests" ADD CONSTRAINT "provider_disable_requests_requested_by_accounts_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_disable_requests" ADD CONSTRAINT "provider_disable_requests_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_operators" ADD CONSTRAINT "provider_operators_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_operators" ADD CONSTRAINT "provider_operators_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_settings" ADD CONSTRAINT "provider_settings_id_providers_id_fk" FOREIGN KEY ("id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_files" ADD CONSTRAINT "library_files_uploaded_by_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_addresses" ADD CONSTRAINT "provider_addresses_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_board_roles" ADD CONSTRAINT "master_board_roles_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_board_templates" ADD CONSTRAINT "master_board_templates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_board_templates" ADD CONSTRAINT "master_board_templates_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_boards" ADD CONSTRAINT "master_boards_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_deleted_by_accounts_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_templates" ADD CONSTRAINT "onboarding_templates_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_api_keys" ADD CONSTRAINT "provider_api_keys_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_api_keys" ADD CONSTRAINT "provider_api_keys_administrator_id_accounts_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_api_keys" ADD CONSTRAINT "provider_api_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_shifts" ADD CONSTRAINT "temp_shifts_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_shifts" ADD CONSTRAINT "temp_shifts_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_shifts" ADD CONSTRAINT "temp_shifts_template_id_master_board_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."master_board_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_shifts" ADD CONSTRAINT "temp_shifts_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_shifts" ADD CONSTRAINT "temp_shifts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_roles" ADD CONSTRAINT "provider_roles_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_library_file_id_library_files_id_fk" FOREIGN KEY ("library_file_id") REFERENCES "public"."library_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_attached_by_accounts_id_fk" FOREIGN KEY ("attached_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_push_records" ADD CONSTRAINT "order_push_records_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_push_records" ADD CONSTRAINT "order_push_records_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_push_records" ADD CONSTRAINT "order_push_records_sent_by_accounts_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_recipients" ADD CONSTRAINT "shift_recipients_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_recipients" ADD CONSTRAINT "shift_recipients_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reported_by_accounts_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_comments" ADD CONSTRAINT "timesheet_comments_timesheet_id_timesheets_id_fk" FOREIGN KEY ("timesheet_id") REFERENCES "public"."timesheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_comments" ADD CONSTRAINT "timesheet_comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_shift_worker_id_shift_workers_id_fk" FOREIGN KEY ("shift_worker_id") REFERENCES "public"."shift_workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shift_worker_id_shift_workers_id_fk" FOREIGN KEY ("shift_worker_id") REFERENCES "public"."shift_workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_period_id_payroll_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."payroll_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaces_id_invoices_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_withdrawn_by_accounts_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaced_by_accounts_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_shift_worker_id_shift_workers_id_fk" FOREIGN KEY ("shift_worker_id") REFERENCES "public"."shift_workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_period_id_payroll_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."payroll_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_replaces_id_payslips_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."payslips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_withdrawn_by_accounts_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_replaced_by_accounts_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_attachments_provider_idx" ON "provider_attachments" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_attachments_storage_key" ON "provider_attachments" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_blocked_staff_key" ON "provider_blocked_staff" USING btree ("provider_id","staff_id");--> statement-breakpoint
CREATE INDEX "provider_blocked_staff_staff_idx" ON "provider_blocked_staff" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_disable_requests_pending_key" ON "provider_disable_requests" USING btree ("provider_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "provider_disable_requests_status_idx" ON "provider_disable_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_operators_email_key" ON "provider_operators" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "provider_operators_provider_idx" ON "provider_operators" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_account_key" ON "employees" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "employees_created_idx" ON "employees" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "library_files_storage_key" ON "library_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "library_files_created_idx" ON "library_files" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "provider_addresses_provider_idx" ON "provider_addresses" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_addresses_one_default" ON "provider_addresses" USING btree ("provider_id") WHERE "provider_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_name_key" ON "contract_templates" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_board_roles_name_key" ON "master_board_roles" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_board_templates_name_key" ON "master_board_templates" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_boards_provider_key" ON "master_boards" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_boards_slug_key" ON "master_boards" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "onboarding_files_provider_idx" ON "onboarding_files" USING btree ("provider_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_templates_name_key" ON "onboarding_templates" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "provider_api_keys_hash_key" ON "provider_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "provider_api_keys_provider_idx" ON "provider_api_keys" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "temp_shifts_provider_idx" ON "temp_shifts" USING btree ("provider_id","status","shift_date");--> statement-breakpoint
CREATE INDEX "temp_shifts_status_idx" ON "temp_shifts" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_auths_code_key" ON "admin_auths" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_menus_path_key" ON "admin_menus" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_roles_name_key" ON "provider_roles" USING btree (coalesce("provider_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "provider_roles_provider_idx" ON "provider_roles" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "order_notes_shift_idx" ON "order_notes" USING btree ("shift_id","id");--> statement-breakpoint
CREATE INDEX "order_push_records_shift_idx" ON "order_push_records" USING btree ("shift_id","id");--> statement-breakpoint
CREATE INDEX "incidents_created_idx" ON "incidents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "incidents_shift_idx" ON "incidents" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "incidents_status_idx" ON "incidents" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "timesheet_comments_timesheet_idx" ON "timesheet_comments" USING btree ("timesheet_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_shift_worker_key" ON "timesheets" USING btree ("shift_worker_id");--> statement-breakpoint
CREATE INDEX "timesheets_created_idx" ON "timesheets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "timesheets_status_idx" ON "timesheets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "timesheets_staff_idx" ON "timesheets" USING btree ("staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "timesheets_starts_idx" ON "timesheets" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","starts_at");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period_id","id");--> statement-breakpoint
CREATE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider_id","period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_key" ON "invoices" USING btree ("period_id","provider_id") WHERE "invoices"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replaces_key" ON "invoices" USING btree ("replaces_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_periods_starts_key" ON "payroll_periods" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "payslip_lines_payslip_idx" ON "payslip_lines" USING btree ("payslip_id","starts_at");--> statement-breakpoint
CREATE INDEX "payslips_created_idx" ON "payslips" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payslips_period_idx" ON "payslips" USING btree ("period_id","id");--> statement-breakpoint
CREATE INDEX "payslips_staff_idx" ON "payslips" USING btree ("staff_id","period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_live_key" ON "payslips" USING btree ("period_id","staff_id") WHERE "payslips"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_replaces_key" ON "payslips" USING btree ("replaces_id");--> statement-breakpoint
ALTER TABLE "shift_workers" ADD CONSTRAINT "shift_workers_assigned_by_accounts_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_canceled_by_accounts_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_status_created_idx" ON "providers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_key" ON "sessions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "shifts_review_idx" ON "shifts" USING btree ("review_status","starts_at") WHERE "shifts"."review_status" = 'pending';--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_status_check" CHECK ("providers"."status" in ('enabled', 'disabled'));