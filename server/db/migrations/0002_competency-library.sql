CREATE TABLE "competencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"definition" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competencies_company_id_type_key" UNIQUE("company_id","id","type_id")
);
--> statement-breakpoint
CREATE TABLE "competency_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"statement" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competency_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competency_types_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competencies" ADD CONSTRAINT "competencies_type_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."competency_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_statements" ADD CONSTRAINT "competency_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competency_statements" ADD CONSTRAINT "competency_statements_competency_fk" FOREIGN KEY ("company_id","competency_id","type_id") REFERENCES "public"."competencies"("company_id","id","type_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "competency_types" ADD CONSTRAINT "competency_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competencies_company_type_title_definition_key" ON "competencies" USING btree ("company_id","type_id",lower(btrim("title")),md5(lower(btrim("definition"))));--> statement-breakpoint
CREATE UNIQUE INDEX "competency_statements_company_competency_statement_key" ON "competency_statements" USING btree ("company_id","competency_id",md5(lower(btrim("statement"))));--> statement-breakpoint
CREATE UNIQUE INDEX "competency_types_company_name_key" ON "competency_types" USING btree ("company_id",lower(btrim("name")));