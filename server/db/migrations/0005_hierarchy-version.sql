ALTER TABLE "companies" ADD COLUMN "hierarchy_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Any change to a node of the organisation tree moves its company's version on, in the same
-- transaction, so no route can forget it. Statement-level for employees: an import of
-- 100,000 rows bumps once.
CREATE FUNCTION "bump_hierarchy_version_from_employees"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "companies" SET "hierarchy_version" = "hierarchy_version" + 1
    WHERE "id" IN (SELECT DISTINCT "company_id" FROM "changed_employees");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "employees_inserted_hierarchy" AFTER INSERT ON "employees"
  REFERENCING NEW TABLE AS "changed_employees" FOR EACH STATEMENT EXECUTE FUNCTION "bump_hierarchy_version_from_employees"();
--> statement-breakpoint
CREATE TRIGGER "employees_updated_hierarchy" AFTER UPDATE ON "employees"
  REFERENCING NEW TABLE AS "changed_employees" FOR EACH STATEMENT EXECUTE FUNCTION "bump_hierarchy_version_from_employees"();
--> statement-breakpoint
CREATE TRIGGER "employees_deleted_hierarchy" AFTER DELETE ON "employees"
  REFERENCING OLD TABLE AS "changed_employees" FOR EACH STATEMENT EXECUTE FUNCTION "bump_hierarchy_version_from_employees"();
--> statement-breakpoint
-- A node also shows its user's names, email and number (and its manager's username).
CREATE FUNCTION "bump_hierarchy_version_from_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "companies" SET "hierarchy_version" = "hierarchy_version" + 1 WHERE "id" = NEW."company_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_updated_hierarchy" AFTER UPDATE OF "username", "first_name", "last_name", "email", "contact_num" ON "users"
  FOR EACH ROW WHEN (NEW."company_id" IS NOT NULL AND (
    OLD."username" IS DISTINCT FROM NEW."username" OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."contact_num" IS DISTINCT FROM NEW."contact_num"))
  EXECUTE FUNCTION "bump_hierarchy_version_from_user"();
