CREATE TABLE "disclosure_audiences" (
	"company_id" integer NOT NULL,
	"audience" text NOT NULL,
	CONSTRAINT "disclosure_audiences_pkey" PRIMARY KEY("company_id","audience")
);
--> statement-breakpoint
CREATE TABLE "disclosure_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"audience" text NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"space" text NOT NULL,
	"figure" text NOT NULL,
	"items" integer[] NOT NULL,
	"members" text[] NOT NULL,
	"released" boolean NOT NULL,
	"combines_with" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disclosure_ledger_space_check" CHECK ("disclosure_ledger"."space" in ('rater', 'ratee'))
);
--> statement-breakpoint
ALTER TABLE "survey_assignments" ADD COLUMN "rater_key" text;--> statement-breakpoint
ALTER TABLE "survey_result_scores" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "survey_result_scores" ADD COLUMN "ratee_key" text;--> statement-breakpoint
ALTER TABLE "disclosure_audiences" ADD CONSTRAINT "disclosure_audiences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_ledger" ADD CONSTRAINT "disclosure_ledger_audience_fk" FOREIGN KEY ("company_id","audience") REFERENCES "public"."disclosure_audiences"("company_id","audience") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosure_ledger_report_idx" ON "disclosure_ledger" USING btree ("company_id","audience","survey_id","ratee_id");--> statement-breakpoint
CREATE INDEX "disclosure_ledger_audience_ratee_idx" ON "disclosure_ledger" USING btree ("company_id","audience","space","ratee_id");--> statement-breakpoint
-- The rater's identity across surveys, kept when they leave (the key sets rater_id null): an employee by id, an
-- outside rater by their address (one external_raters row per survey, the same person in each).
UPDATE "survey_assignments" a SET "rater_key" = CASE
  WHEN a."rater_id" IS NOT NULL THEN 'e' || a."rater_id"
  WHEN a."external_rater_id" IS NOT NULL THEN 'x' || (SELECT left(md5(lower(btrim(x."email"))), 16) FROM "external_raters" x WHERE x."id" = a."external_rater_id")
  ELSE 'a' || a."id" END;
--> statement-breakpoint
CREATE FUNCTION "survey_assignment_rater_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."rater_id" IS NOT NULL THEN
    NEW."rater_key" := 'e' || NEW."rater_id";
  ELSIF NEW."external_rater_id" IS NOT NULL THEN
    NEW."rater_key" := 'x' || (SELECT left(md5(lower(btrim(x."email"))), 16) FROM "external_raters" x WHERE x."id" = NEW."external_rater_id");
  ELSIF NEW."rater_key" IS NULL THEN
    NEW."rater_key" := 'a' || NEW."id";
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "survey_assignments_rater_key" BEFORE INSERT OR UPDATE OF "rater_id", "external_rater_id" ON "survey_assignments"
  FOR EACH ROW EXECUTE FUNCTION "survey_assignment_rater_key"();
--> statement-breakpoint
UPDATE "survey_result_scores" SET "ratee_key" = coalesce('q' || "ratee_id", 'r' || "id");
--> statement-breakpoint
-- Whether the figures released before the auditor existed are in its ledger: the first start records them
-- (server/disclosure/actions/record-earlier-releases.ts), holding this row so that one process does it once. A
-- database with no result read yet has nothing to record.
CREATE TABLE "disclosure_backfill" ("done" boolean NOT NULL);
--> statement-breakpoint
INSERT INTO "disclosure_backfill" ("done") SELECT NOT EXISTS (SELECT 1 FROM "surveys" WHERE "results_opened_at" IS NOT NULL);
