-- The unique key comes first: the employees' composite foreign keys point at it.
ALTER TABLE "master_items" ADD CONSTRAINT "master_items_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"emp_code" text NOT NULL,
	"designation_id" integer,
	"department_id" integer,
	"group_id" integer,
	"parent_id" integer,
	"invite_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "employees_not_own_manager_check" CHECK ("employees"."parent_id" is null or "employees"."parent_id" <> "employees"."id")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_fk" FOREIGN KEY ("company_id","designation_id") REFERENCES "public"."master_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."master_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."master_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_key" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_emp_code_key" ON "employees" USING btree ("company_id",lower(btrim("emp_code")));--> statement-breakpoint
CREATE INDEX "employees_company_parent_idx" ON "employees" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE INDEX "employees_invite_pending_idx" ON "employees" USING btree ("id") WHERE "employees"."invite_pending";