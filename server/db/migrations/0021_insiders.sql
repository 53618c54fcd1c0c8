CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer,
	"actor_user_id" integer,
	"actor" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"survey_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP CONSTRAINT "one_time_tokens_email_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_retention_days" integer DEFAULT 730 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_releases" ADD COLUMN "manager_id" integer;--> statement-breakpoint
ALTER TABLE "survey_nominations" ADD COLUMN "approver_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_recovery_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("company_id","entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_survey_idx" ON "audit_log" USING btree ("company_id","survey_id") WHERE "audit_log"."survey_id" is not null;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_audit_retention_check" CHECK ("companies"."audit_retention_days" between 30 and 3650);--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_check" CHECK ("one_time_tokens"."purpose" in ('confirm', 'reset', 'email-change', 'email-change-consent'));--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_email_check" CHECK (("one_time_tokens"."purpose" in ('email-change', 'email-change-consent')) = ("one_time_tokens"."email" is not null));--> statement-breakpoint
-- Releases and nominations from before: the tree as it stands now is the best fact there is for them.
UPDATE "report_releases" r SET "manager_id" = e."parent_id"
  FROM "employees" e WHERE e."company_id" = r."company_id" AND e."id" = r."ratee_id";--> statement-breakpoint
UPDATE "survey_nominations" n SET "approver_id" = e."parent_id"
  FROM "employees" e WHERE e."company_id" = n."company_id" AND e."id" = n."ratee_id";--> statement-breakpoint
-- The audit log is append-only: no UPDATE ever; a DELETE only prunes entries past the company's retention, in a
-- transaction that says it prunes, or goes with its company (the cascade runs after the company row is gone).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = OLD."company_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'DELETE' AND coalesce(current_setting('app.audit_prune', true), '') = 'on'
    AND OLD."at" < now() - make_interval(days => coalesce(
      (SELECT c."audit_retention_days" FROM "companies" c WHERE c."id" = OLD."company_id"), 730)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only.' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
