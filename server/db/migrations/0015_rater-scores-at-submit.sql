-- Rater scores are worked out when an assignment becomes submitted, not at every save: a draft
-- updates its assignment and writes a few answers many times a minute (issue 21). The row
-- trigger's WHEN is checked without calling any function, so a draft costs nothing here.
DROP TRIGGER "survey_assignments_rater_scores" ON "survey_assignments";
--> statement-breakpoint
DROP FUNCTION "rater_scores_on_submit"();
--> statement-breakpoint
CREATE FUNCTION "rater_scores_on_submit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_rater_scores"(ARRAY[NEW."id"]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_assignments_rater_scores" AFTER UPDATE OF "status" ON "survey_assignments"
  FOR EACH ROW WHEN (NEW."status" = 'submitted' AND OLD."status" IS DISTINCT FROM 'submitted')
  EXECUTE FUNCTION "rater_scores_on_submit"();
--> statement-breakpoint
-- Answers written straight to a submitted assignment (the demo seed, fixtures) still refresh its
-- scores; the answers of a draft touch no submitted assignment and stop at the first check.
CREATE OR REPLACE FUNCTION "rater_scores_on_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  ids := ARRAY(
    SELECT DISTINCT a."id" FROM "added_answers" x JOIN "survey_assignments" a ON a."id" = x."assignment_id"
    WHERE a."status" = 'submitted');
  IF cardinality(ids) > 0 THEN PERFORM "refresh_rater_scores"(ids); END IF;
  RETURN NULL;
END $$;
