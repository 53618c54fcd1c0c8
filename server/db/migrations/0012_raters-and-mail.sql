CREATE TABLE "external_raters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"link_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_raters_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_nominations" (
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "survey_nominations_pkey" PRIMARY KEY("survey_id","ratee_id"),
	CONSTRAINT "survey_nominations_status_check" CHECK ("survey_nominations"."status" in ('open', 'submitted', 'returned', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "survey_nominees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"rater_id" integer,
	"external_name" text,
	"external_email" text,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_nominees_relationship_check" CHECK ("survey_nominees"."relationship" in ('peer', 'direct_report', 'other')),
	CONSTRAINT "survey_nominees_who_check" CHECK (("survey_nominees"."rater_id" is null) <> ("survey_nominees"."external_email" is null) and ("survey_nominees"."external_email" is null or "survey_nominees"."relationship" = 'other'))
);
--> statement-breakpoint
CREATE TABLE "survey_reminder_runs" (
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"kind" text NOT NULL,
	"days_before" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_reminder_runs_pkey" PRIMARY KEY("survey_id","kind","days_before")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "survey_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD COLUMN "external_rater_id" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "rater_selection" text DEFAULT 'hr' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "nomination_deadline" date;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "rater_limits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "reminder_days" integer[] DEFAULT '{7,3,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "invitation_intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "reminder_intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "external_raters" ADD CONSTRAINT "external_raters_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_nominations" ADD CONSTRAINT "survey_nominations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_nominations" ADD CONSTRAINT "survey_nominations_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_nominations" ADD CONSTRAINT "survey_nominations_ratee_fk" FOREIGN KEY ("company_id","ratee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_nominees" ADD CONSTRAINT "survey_nominees_nomination_fk" FOREIGN KEY ("survey_id","ratee_id") REFERENCES "public"."survey_nominations"("survey_id","ratee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_nominees" ADD CONSTRAINT "survey_nominees_rater_fk" FOREIGN KEY ("company_id","rater_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_reminder_runs" ADD CONSTRAINT "survey_reminder_runs_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_raters_survey_email_key" ON "external_raters" USING btree ("survey_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "external_raters_token_key" ON "external_raters" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_nominees_rater_key" ON "survey_nominees" USING btree ("survey_id","ratee_id","rater_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_nominees_external_key" ON "survey_nominees" USING btree ("survey_id","ratee_id",lower("external_email"));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_external_fk" FOREIGN KEY ("company_id","external_rater_id") REFERENCES "public"."external_raters"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_survey_idx" ON "outbox" USING btree ("survey_id") WHERE "outbox"."survey_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_assignments_survey_ratee_external_key" ON "survey_assignments" USING btree ("survey_id","ratee_id","external_rater_id");--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_external_check" CHECK ("survey_assignments"."external_rater_id" is null or ("survey_assignments"."rater_id" is null and "survey_assignments"."relationship" = 'other'));--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_rater_selection_check" CHECK ("surveys"."rater_selection" in ('hr', 'manager_approves', 'hr_approves'));--> statement-breakpoint
-- Until now adding someone mailed them at once: everyone whose welcome mail has gone counts as invited.
UPDATE "employees" SET "invited_at" = "created_at" WHERE NOT "invite_pending";
