CREATE TABLE "comment_insight_jobs" (
	"survey_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "comment_insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer,
	"language" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"comments" jsonb NOT NULL,
	"insights" jsonb
);
--> statement-breakpoint
ALTER TABLE "comment_insight_jobs" ADD CONSTRAINT "comment_insight_jobs_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_insights" ADD CONSTRAINT "comment_insights_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_insights" ADD CONSTRAINT "comment_insights_ratee_fk" FOREIGN KEY ("company_id","ratee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_insight_jobs_due_idx" ON "comment_insight_jobs" USING btree ("due_at") WHERE "comment_insight_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "comment_insights_survey_ratee_key" ON "comment_insights" USING btree ("survey_id",coalesce("ratee_id", 0));--> statement-breakpoint
-- Surveys whose results were opened before this release get their insights computed too.
INSERT INTO "comment_insight_jobs" ("survey_id", "company_id") SELECT "id", "company_id" FROM "surveys" WHERE "results_opened_at" IS NOT NULL;
