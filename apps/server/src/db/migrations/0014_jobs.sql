CREATE TABLE "platform_job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "platform_jobs_key_idx" ON "platform_jobs" USING btree ("name","key") WHERE "platform_jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "platform_jobs_due_idx" ON "platform_jobs" USING btree ("run_at","id") WHERE "platform_jobs"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "platform_jobs_lease_idx" ON "platform_jobs" USING btree ("locked_until") WHERE "platform_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "platform_jobs_finished_idx" ON "platform_jobs" USING btree ("finished_at") WHERE "platform_jobs"."state" = 'completed';--> statement-breakpoint
CREATE INDEX "platform_jobs_failed_idx" ON "platform_jobs" USING btree ("id") WHERE "platform_jobs"."state" = 'failed';