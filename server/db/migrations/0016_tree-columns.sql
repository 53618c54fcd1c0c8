ALTER TABLE "companies" ADD COLUMN "hierarchy_rebuilt_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "tree_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_company_tree_version_idx" ON "employees" USING btree ("company_id","tree_version");--> statement-breakpoint
-- A change stamps the nodes it wrote with the company's new version, taken under the row lock
-- of that update, so stamps grow in commit order and a reader holding version V reads only the
-- nodes stamped above V. A deletion leaves no row to stamp, and stamping a bulk write would
-- double its cost: both move hierarchy_rebuilt_version instead, and the tree is read whole.
CREATE OR REPLACE FUNCTION "bump_hierarchy_version_from_employees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The stamp below is an update of employees too: it must not stamp again.
  IF current_setting('app.tree_stamping', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'DELETE' AND (SELECT count(*) FROM "changed_employees") <= 1000 THEN
    PERFORM set_config('app.tree_stamping', 'on', true);
    WITH "bumped" AS (
      UPDATE "companies" SET "hierarchy_version" = "hierarchy_version" + 1
        WHERE "id" IN (SELECT DISTINCT "company_id" FROM "changed_employees")
        RETURNING "id", "hierarchy_version")
    UPDATE "employees" e SET "tree_version" = b."hierarchy_version"
      FROM "changed_employees" c JOIN "bumped" b ON b."id" = c."company_id"
      WHERE e."id" = c."id";
    PERFORM set_config('app.tree_stamping', 'off', true);
  ELSE
    UPDATE "companies" SET "hierarchy_version" = "hierarchy_version" + 1, "hierarchy_rebuilt_version" = "hierarchy_version" + 1
      WHERE "id" IN (SELECT DISTINCT "company_id" FROM "changed_employees");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user's names, email or number show on their node: touching the node moves the version and stamps it.
CREATE OR REPLACE FUNCTION "bump_hierarchy_version_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "employees" SET "user_id" = "user_id" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;
