CREATE TABLE "virtual_interview_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"first_sent_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"token_hash" text NOT NULL,
	"last_sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "virtual_interview_invites" ADD CONSTRAINT "virtual_interview_invites_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_interview_invites" ADD CONSTRAINT "virtual_interview_invites_last_sent_by_accounts_id_fk" FOREIGN KEY ("last_sent_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_interview_invites_application_key" ON "virtual_interview_invites" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "virtual_interview_invites_sent_idx" ON "virtual_interview_invites" USING btree ("last_sent_at","id");