ALTER TABLE "competencies" ADD CONSTRAINT "competencies_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "survey_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"relationship" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_assignments_relationship_check" CHECK ("survey_assignments"."relationship" in ('self', 'manager', 'peer', 'direct_report', 'other')),
	CONSTRAINT "survey_assignments_status_check" CHECK ("survey_assignments"."status" in ('pending', 'draft', 'submitted')),
	CONSTRAINT "survey_assignments_self_check" CHECK (("survey_assignments"."relationship" = 'self') = ("survey_assignments"."ratee_id" = "survey_assignments"."rater_id"))
);
--> statement-breakpoint
CREATE TABLE "survey_competencies" (
	"survey_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"weight" integer NOT NULL,
	"expected_level" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "survey_competencies_pkey" PRIMARY KEY("survey_id","competency_id"),
	CONSTRAINT "survey_competencies_weight_check" CHECK ("survey_competencies"."weight" between 0 and 100),
	CONSTRAINT "survey_competencies_level_check" CHECK ("survey_competencies"."expected_level" in ('basic', 'intermediate', 'advance', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "survey_type_values" (
	"survey_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "survey_type_values_pkey" PRIMARY KEY("survey_id","type_id"),
	CONSTRAINT "survey_type_values_value_check" CHECK ("survey_type_values"."value" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"owner_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"anonymity_threshold" integer DEFAULT 3 NOT NULL,
	"audience" text NOT NULL,
	"position_designation_id" integer,
	"position_department_id" integer,
	"position_group_id" integer,
	"is_draft" boolean DEFAULT false NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "surveys_dates_check" CHECK ("surveys"."end_date" >= "surveys"."start_date"),
	CONSTRAINT "surveys_audience_check" CHECK ("surveys"."audience" in ('Individual', 'Position/Group')),
	CONSTRAINT "surveys_anonymity_threshold_check" CHECK ("surveys"."anonymity_threshold" >= 1)
);
--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_ratee_fk" FOREIGN KEY ("company_id","ratee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_rater_fk" FOREIGN KEY ("company_id","rater_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_competencies" ADD CONSTRAINT "survey_competencies_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_competencies" ADD CONSTRAINT "survey_competencies_competency_fk" FOREIGN KEY ("company_id","competency_id") REFERENCES "public"."competencies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_type_values" ADD CONSTRAINT "survey_type_values_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_type_values" ADD CONSTRAINT "survey_type_values_type_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."competency_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_designation_fk" FOREIGN KEY ("company_id","position_designation_id") REFERENCES "public"."master_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_department_fk" FOREIGN KEY ("company_id","position_department_id") REFERENCES "public"."master_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_group_fk" FOREIGN KEY ("company_id","position_group_id") REFERENCES "public"."master_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_assignments_survey_ratee_rater_key" ON "survey_assignments" USING btree ("survey_id","ratee_id","rater_id");--> statement-breakpoint
CREATE INDEX "survey_assignments_rater_idx" ON "survey_assignments" USING btree ("company_id","rater_id");--> statement-breakpoint
CREATE INDEX "survey_assignments_survey_status_idx" ON "survey_assignments" USING btree ("survey_id","status");--> statement-breakpoint
CREATE INDEX "survey_competencies_competency_idx" ON "survey_competencies" USING btree ("company_id","competency_id");--> statement-breakpoint
CREATE INDEX "surveys_company_owner_idx" ON "surveys" USING btree ("company_id","owner_id");