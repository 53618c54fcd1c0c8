-- A ratee's anonymous raters are fixed once one of them has submitted (DESIGN §4; the rule and its words:
-- server/domain/survey/anonymous-raters.ts): nobody joins, moves between or replaces them, or a group's figure
-- minus answers HR wrote itself would be one rater's answer. Every route refuses it first, under a lock on the
-- survey; these triggers are the backstop no route can bypass. Let through, as they add nobody to a group
-- someone has answered in: removing a row; an employee leaving (the foreign key sets rater_id null: the seat
-- stays, empty); history a loader writes (the demo seed, bench and test fixtures): rows inserted already
-- invited, started or submitted, and rows inserted in the same statement as the submitted rows beside them.
-- Every route inserts a fresh seat (pending, not invited yet) and invites it in a later statement.
-- The relationships are ANONYMOUS_RELATIONSHIPS of schemas/survey.ts, written here once for the database.
CREATE FUNCTION "is_anonymous_relationship"("relationship" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT $1 IN ('peer', 'direct_report', 'other')
$$;
--> statement-breakpoint
-- Per statement, so that "already submitted" means before this statement, whatever order its rows come in.
CREATE FUNCTION "survey_assignments_fixed_raters_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "joining" record;
BEGIN
  -- Most inserts go to surveys nobody has answered yet: one look at their submitted rows settles those.
  IF NOT EXISTS (
    SELECT 1 FROM "survey_assignments" a
    WHERE a."survey_id" IN (SELECT n."survey_id" FROM "added" n)
      AND a."status" = 'submitted' AND "is_anonymous_relationship"(a."relationship")
  ) THEN
    RETURN NULL;
  END IF;
  SELECT n."survey_id", n."ratee_id" INTO "joining"
  FROM (SELECT DISTINCT x."survey_id", x."ratee_id" FROM "added" x
    WHERE x."status" = 'pending' AND x."invited_at" IS NULL AND "is_anonymous_relationship"(x."relationship")) n
  WHERE EXISTS (
    SELECT 1 FROM "survey_assignments" a
    WHERE a."survey_id" = n."survey_id" AND a."ratee_id" = n."ratee_id"
      AND a."status" = 'submitted' AND "is_anonymous_relationship"(a."relationship")
      AND NOT EXISTS (SELECT 1 FROM "added" s WHERE s."id" = a."id"))
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The anonymous raters of ratee % in survey % are fixed: one of them has submitted answers.',
      "joining"."ratee_id", "joining"."survey_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'survey_assignments_fixed_anonymous_raters';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_assignments_fixed_raters_insert" AFTER INSERT ON "survey_assignments"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "survey_assignments_fixed_raters_insert"();
--> statement-breakpoint
CREATE FUNCTION "survey_assignments_fixed_raters_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Checked where the row was and where it goes; the row itself counts, as it was.
  IF EXISTS (
    SELECT 1 FROM "survey_assignments" a
    WHERE a."status" = 'submitted' AND "is_anonymous_relationship"(a."relationship")
      AND ((a."survey_id" = NEW."survey_id" AND a."ratee_id" = NEW."ratee_id")
        OR (a."survey_id" = OLD."survey_id" AND a."ratee_id" = OLD."ratee_id"))
  ) THEN
    RAISE EXCEPTION 'The anonymous raters of ratee % in survey % are fixed: one of them has submitted answers.', OLD."ratee_id", OLD."survey_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'survey_assignments_fixed_anonymous_raters';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- UPDATE OF and WHEN keep the function out of every other write: statuses, invitations, drafts.
CREATE TRIGGER "survey_assignments_fixed_raters_update"
  BEFORE UPDATE OF "survey_id", "ratee_id", "rater_id", "external_rater_id", "relationship" ON "survey_assignments"
  FOR EACH ROW WHEN (
    -- into, out of or between anonymous relationships
    (NEW."relationship" <> OLD."relationship"
      AND ("is_anonymous_relationship"(NEW."relationship") OR "is_anonymous_relationship"(OLD."relationship")))
    -- an anonymous rater moved to another ratee or survey
    OR ("is_anonymous_relationship"(NEW."relationship")
      AND (NEW."survey_id", NEW."ratee_id") IS DISTINCT FROM (OLD."survey_id", OLD."ratee_id"))
    -- someone else in an anonymous seat; a rater leaving puts nobody there
    OR ("is_anonymous_relationship"(NEW."relationship") AND (NEW."rater_id" IS NOT NULL OR NEW."external_rater_id" IS NOT NULL)
      AND (NEW."rater_id", NEW."external_rater_id") IS DISTINCT FROM (OLD."rater_id", OLD."external_rater_id")))
  EXECUTE FUNCTION "survey_assignments_fixed_raters_update"();
