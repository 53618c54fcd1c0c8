ALTER TABLE "outbox" ADD COLUMN "batch_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "batch" jsonb;--> statement-breakpoint
CREATE INDEX "outbox_batch_idx" ON "outbox" USING btree ("batch_key") WHERE "outbox"."batch_key" is not null and "outbox"."sent_at" is null and "outbox"."failed_at" is null;