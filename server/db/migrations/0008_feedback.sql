CREATE TABLE "development_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"competency_id" integer,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"due_date" date,
	"status" text DEFAULT 'planned' NOT NULL,
	"created_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_actions_status_check" CHECK ("development_actions"."status" in ('planned', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "report_releases" (
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"released_by" integer,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_releases_pkey" PRIMARY KEY("survey_id","ratee_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "succession_threshold" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "development_threshold" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_ratee_fk" FOREIGN KEY ("company_id","ratee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_owner_fk" FOREIGN KEY ("company_id","owner_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("owner_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_competency_fk" FOREIGN KEY ("company_id","competency_id") REFERENCES "public"."competencies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_releases" ADD CONSTRAINT "report_releases_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_releases" ADD CONSTRAINT "report_releases_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_releases" ADD CONSTRAINT "report_releases_ratee_fk" FOREIGN KEY ("company_id","ratee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_actions_ratee_idx" ON "development_actions" USING btree ("company_id","ratee_id");--> statement-breakpoint
CREATE INDEX "development_actions_survey_idx" ON "development_actions" USING btree ("company_id","survey_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_succession_threshold_check" CHECK ("companies"."succession_threshold" between 1 and 100);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_development_threshold_check" CHECK ("companies"."development_threshold" between 1 and 100);