CREATE TABLE "list_versions" (
	"company_id" integer NOT NULL,
	"list" text NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "list_versions_company_id_list_pk" PRIMARY KEY("company_id","list")
);
--> statement-breakpoint
-- Every written row of a company's list of names bumps its list's version in the same
-- transaction, whoever writes it (the API, an import, the demo seed): a reader sees both or neither.
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "row" jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  "company" integer := ("row"->>'company_id')::integer;
BEGIN
  -- The platform's lists (no company) are read by anyone and not kept by the processes.
  IF "company" IS NOT NULL THEN
    INSERT INTO "list_versions" ("company_id", "list") VALUES ("company", coalesce(TG_ARGV[0], "row"->>'list'))
    ON CONFLICT ("company_id", "list") DO UPDATE SET "version" = "list_versions"."version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "master_items_list_version" AFTER INSERT OR UPDATE OR DELETE ON "master_items"
  FOR EACH ROW EXECUTE FUNCTION "bump_list_version"();
--> statement-breakpoint
CREATE TRIGGER "competency_types_list_version" AFTER INSERT OR UPDATE OR DELETE ON "competency_types"
  FOR EACH ROW EXECUTE FUNCTION "bump_list_version"('competency-type');
