CREATE TABLE "rater_competency_scores" (
	"assignment_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"score" double precision NOT NULL,
	CONSTRAINT "rater_competency_scores_pkey" PRIMARY KEY("assignment_id","competency_id")
);
--> statement-breakpoint
ALTER TABLE "rater_competency_scores" ADD CONSTRAINT "rater_competency_scores_assignment_fk" FOREIGN KEY ("company_id","assignment_id") REFERENCES "public"."survey_assignments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rater_competency_scores" ADD CONSTRAINT "rater_competency_scores_competency_fk" FOREIGN KEY ("company_id","competency_id") REFERENCES "public"."competencies"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A submitted rater's score per competency, kept by the database whatever writes the rows
-- (the answer endpoint, the demo seed, an import): scoring then reads one row per rater and
-- competency instead of every answer (DESIGN §4: the mean of the statements' answers).
-- The ids join as a relation: `= ANY(ids)` would test every answer against the whole array.
CREATE FUNCTION "refresh_rater_scores"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "rater_competency_scores" r USING unnest(ids) AS x("id") WHERE r."assignment_id" = x."id";
  INSERT INTO "rater_competency_scores" ("assignment_id", "company_id", "competency_id", "score")
  SELECT ans."assignment_id", ans."company_id", st."competency_id", avg(ans."value")::double precision
  FROM unnest(ids) AS x("id")
  JOIN "survey_assignments" a ON a."id" = x."id"
  JOIN "survey_answers" ans ON ans."assignment_id" = a."id" AND ans."company_id" = a."company_id"
  JOIN "competency_statements" st ON st."id" = ans."statement_id"
  WHERE a."status" = 'submitted'
  GROUP BY ans."assignment_id", ans."company_id", st."competency_id";
$$;
--> statement-breakpoint
CREATE FUNCTION "rater_scores_on_submit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_rater_scores"(ARRAY(
    SELECT n."id" FROM "submitted_now" n LEFT JOIN "before_update" o ON o."id" = n."id"
    WHERE n."status" = 'submitted' AND o."status" IS DISTINCT FROM 'submitted'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_assignments_rater_scores" AFTER UPDATE ON "survey_assignments"
  REFERENCING OLD TABLE AS "before_update" NEW TABLE AS "submitted_now"
  FOR EACH STATEMENT EXECUTE FUNCTION "rater_scores_on_submit"();
--> statement-breakpoint
CREATE FUNCTION "rater_scores_on_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_rater_scores"(ARRAY(
    SELECT DISTINCT a."id" FROM "added_answers" x JOIN "survey_assignments" a ON a."id" = x."assignment_id"
    WHERE a."status" = 'submitted'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_answers_rater_scores" AFTER INSERT ON "survey_answers"
  REFERENCING NEW TABLE AS "added_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "rater_scores_on_answers"();
--> statement-breakpoint
SELECT "refresh_rater_scores"(ARRAY(SELECT "id" FROM "survey_assignments" WHERE "status" = 'submitted'));
