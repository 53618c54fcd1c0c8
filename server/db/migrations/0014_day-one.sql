ALTER TABLE "companies" ADD COLUMN "checklist_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competencies" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competency_statements" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competency_types" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "development_actions" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "master_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "coach" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_coach_fk" FOREIGN KEY ("company_id","coach_id") REFERENCES "public"."employees"("company_id","id") ON DELETE set null ("coach_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "development_actions_coach_idx" ON "development_actions" USING btree ("company_id","coach_id") WHERE "development_actions"."coach_id" is not null;