ALTER TABLE "surveys" ADD COLUMN "repeat_months" integer;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "next_run_drafted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "surveys" ADD COLUMN "repeat_of" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_repeat_of_key" ON "surveys" USING btree ("repeat_of");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_repeat_months_check" CHECK ("surveys"."repeat_months" between 1 and 24);