ALTER TABLE "surveys" ADD COLUMN "series_id" integer;--> statement-breakpoint
CREATE INDEX "surveys_company_series_idx" ON "surveys" USING btree ("company_id","series_id");