CREATE TABLE "survey_result_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer,
	"designation_id" integer,
	"competency_id" integer,
	"others" double precision,
	"self" double precision
);
--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_anonymity_threshold_check";--> statement-breakpoint
ALTER TABLE "survey_assignments" DROP CONSTRAINT "survey_assignments_rater_fk";
--> statement-breakpoint
ALTER TABLE "survey_answers" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_assignments" ALTER COLUMN "rater_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "results_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "survey_result_scores" ADD CONSTRAINT "survey_result_scores_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_result_scores" ADD CONSTRAINT "survey_result_scores_ratee_fk" FOREIGN KEY ("company_id","ratee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("ratee_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_result_scores_survey_idx" ON "survey_result_scores" USING btree ("survey_id","competency_id");--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD CONSTRAINT "survey_assignments_rater_fk" FOREIGN KEY ("company_id","rater_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("rater_id") ON UPDATE no action;--> statement-breakpoint
-- Thresholds below 3 let one rater's answers show; above 10 hide nearly every group (DESIGN §4).
UPDATE "companies" SET "anonymity_threshold" = least(greatest("anonymity_threshold", 3), 10) WHERE "anonymity_threshold" NOT BETWEEN 3 AND 10;--> statement-breakpoint
UPDATE "surveys" SET "anonymity_threshold" = least(greatest("anonymity_threshold", 3), 10) WHERE "anonymity_threshold" NOT BETWEEN 3 AND 10;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_anonymity_threshold_check" CHECK ("companies"."anonymity_threshold" between 3 and 10);--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_anonymity_threshold_check" CHECK ("surveys"."anonymity_threshold" between 3 and 10);--> statement-breakpoint
-- An employee who leaves takes with them what they were asked but never submitted; what they
-- submitted stays (the key sets rater_id null), so no report moves when someone leaves.
CREATE FUNCTION "drop_unsubmitted_of_rater"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "survey_assignments" WHERE "company_id" = OLD."company_id" AND "rater_id" = OLD."id" AND "status" <> 'submitted';
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employees_drop_unsubmitted" BEFORE DELETE ON "employees"
  FOR EACH ROW EXECUTE FUNCTION "drop_unsubmitted_of_rater"();
--> statement-breakpoint
-- "Not observed" (value null) is left out of every mean, and a rater counts for a competency
-- only when at least half of its statements got a value on the scale (DESIGN §4).
CREATE OR REPLACE FUNCTION "refresh_rater_scores"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "rater_competency_scores" r USING unnest(ids) AS x("id") WHERE r."assignment_id" = x."id";
  INSERT INTO "rater_competency_scores" ("assignment_id", "company_id", "competency_id", "score")
  SELECT ans."assignment_id", ans."company_id", st."competency_id", avg(ans."value")::double precision
  FROM unnest(ids) AS x("id")
  JOIN "survey_assignments" a ON a."id" = x."id"
  JOIN "survey_answers" ans ON ans."assignment_id" = a."id" AND ans."company_id" = a."company_id"
  JOIN "competency_statements" st ON st."id" = ans."statement_id"
  WHERE a."status" = 'submitted'
  GROUP BY ans."assignment_id", ans."company_id", st."competency_id"
  HAVING count(ans."value") * 2 >= count(*);
$$;
