CREATE INDEX "applications_applied_idx" ON "applications" USING btree ("applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_status_applied_idx" ON "applications" USING btree ("status","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_job_applied_idx" ON "applications" USING btree ("job_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "staff_created_idx" ON "staff" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_status_created_idx" ON "staff" USING btree ("status","created_at","id");