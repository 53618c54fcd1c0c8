ALTER TABLE "competency_statements" ADD CONSTRAINT "competency_statements_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"assignment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "survey_answers_pkey" PRIMARY KEY("assignment_id","statement_id"),
	CONSTRAINT "survey_answers_value_check" CHECK ("survey_answers"."value" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "survey_comments" (
	"assignment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "survey_comments_pkey" PRIMARY KEY("assignment_id","competency_id")
);
--> statement-breakpoint
CREATE TABLE "survey_levels" (
	"assignment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "survey_levels_pkey" PRIMARY KEY("assignment_id","competency_id"),
	CONSTRAINT "survey_levels_level_check" CHECK ("survey_levels"."level" in ('basic', 'intermediate', 'advance', 'expert'))
);
--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD COLUMN "submit_key" text;--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_assignment_fk" FOREIGN KEY ("company_id","assignment_id") REFERENCES "public"."survey_assignments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_statement_fk" FOREIGN KEY ("company_id","statement_id") REFERENCES "public"."competency_statements"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_comments" ADD CONSTRAINT "survey_comments_assignment_fk" FOREIGN KEY ("company_id","assignment_id") REFERENCES "public"."survey_assignments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_comments" ADD CONSTRAINT "survey_comments_competency_fk" FOREIGN KEY ("company_id","competency_id") REFERENCES "public"."competencies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_levels" ADD CONSTRAINT "survey_levels_assignment_fk" FOREIGN KEY ("company_id","assignment_id") REFERENCES "public"."survey_assignments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_levels" ADD CONSTRAINT "survey_levels_competency_fk" FOREIGN KEY ("company_id","competency_id") REFERENCES "public"."competencies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_answers_statement_idx" ON "survey_answers" USING btree ("company_id","statement_id");