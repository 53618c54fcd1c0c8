CREATE TABLE "development_action_outcomes" (
	"action_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"next_survey_id" integer NOT NULL,
	"score_before" numeric(4, 2) NOT NULL,
	"score_after" numeric(4, 2) NOT NULL,
	"change" numeric(4, 2) NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "development_library_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"level" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "development_library_actions_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "development_library_actions_level_check" CHECK ("development_library_actions"."level" is null or "development_library_actions"."level" in ('basic', 'intermediate', 'advance', 'expert'))
);
--> statement-breakpoint
ALTER TABLE "development_actions" ADD COLUMN "library_action_id" integer;--> statement-breakpoint
ALTER TABLE "development_action_outcomes" ADD CONSTRAINT "development_action_outcomes_action_id_development_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."development_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_action_outcomes" ADD CONSTRAINT "development_action_outcomes_survey_fk" FOREIGN KEY ("company_id","next_survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "development_library_actions" ADD CONSTRAINT "development_library_actions_competency_fk" FOREIGN KEY ("company_id","competency_id") REFERENCES "public"."competencies"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_action_outcomes_company_idx" ON "development_action_outcomes" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "development_library_actions_title_key" ON "development_library_actions" USING btree ("company_id","competency_id",lower(btrim("title")));--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_library_action_fk" FOREIGN KEY ("company_id","library_action_id") REFERENCES "public"."development_library_actions"("company_id","id") ON DELETE no action ON UPDATE no action;