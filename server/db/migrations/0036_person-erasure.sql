-- Erasing a person (docs/privacy.md, "A person's data"): the audit log stays append-only, except that a transaction
-- that says it erases (set local app.audit_erasure = 'on') may blank who did something, from where and what they held
-- (actor, actor_user_id, ip, before, after) in the entries that name the person; what happened, to which entity and when stays.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = OLD."company_id") THEN
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
