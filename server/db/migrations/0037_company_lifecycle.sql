ALTER TABLE "companies" ADD COLUMN "answer_retention_months" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "answers_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_answer_retention_check" CHECK ("companies"."answer_retention_months" between 1 and 120);--> statement-breakpoint
-- Written by hand: the audit log stays append-only, but a transaction that erases a whole company (it says which with
-- app.erase_company, server/privacy/queries/company-deletion.ts) may delete that company's entries before the company row.
-- The erasure of a person's clause (0036) stays as it was.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = OLD."company_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' AND coalesce(current_setting('app.erase_company', true), '') = OLD."company_id"::text THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' AND coalesce(current_setting('app.audit_prune', true), '') = 'on'
    AND OLD."at" < now() - make_interval(days => coalesce(
      (SELECT c."audit_retention_days" FROM "companies" c WHERE c."id" = OLD."company_id"), 730)) THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('app.audit_erasure', true), '') = 'on'
    AND (NEW."id", NEW."company_id", NEW."at", NEW."action", NEW."entity", NEW."entity_id", NEW."survey_id")
      IS NOT DISTINCT FROM (OLD."id", OLD."company_id", OLD."at", OLD."action", OLD."entity", OLD."entity_id", OLD."survey_id") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only.' USING ERRCODE = 'insufficient_privilege';
END $$;
