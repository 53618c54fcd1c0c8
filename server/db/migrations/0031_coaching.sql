CREATE TABLE "coach_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"organisation" text DEFAULT '' NOT NULL,
	"competency_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"capacity" integer DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"token_hash" text,
	"link_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_profiles_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "coach_profiles_kind_check" CHECK (("coach_profiles"."employee_id" is null) = ("coach_profiles"."email" is not null)),
	CONSTRAINT "coach_profiles_capacity_check" CHECK ("coach_profiles"."capacity" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "coaching_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"engagement_id" integer NOT NULL,
	"scope" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_consents_scope_check" CHECK ("coaching_consents"."scope" in ('report_and_plan', 'plan_only', 'none'))
);
--> statement-breakpoint
CREATE TABLE "coaching_engagements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"coach_id" integer NOT NULL,
	"competency_ids" integer[] NOT NULL,
	"language" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text DEFAULT '' NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "coaching_engagements_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "coaching_engagements_status_check" CHECK ("coaching_engagements"."status" in ('pending_approval', 'active', 'declined', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "coaching_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"engagement_id" integer NOT NULL,
	"session_id" integer,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_notes_author_check" CHECK ("coaching_notes"."author" in ('coach', 'coachee'))
);
--> statement-breakpoint
CREATE TABLE "coaching_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"engagement_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_sessions_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "coaching_sessions_status_check" CHECK ("coaching_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "coaching_sessions_minutes_check" CHECK ("coaching_sessions"."minutes" between 15 and 480)
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "coaching_requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "development_actions" ADD COLUMN "engagement_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_consents" ADD CONSTRAINT "coaching_consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_consents" ADD CONSTRAINT "coaching_consents_engagement_fk" FOREIGN KEY ("company_id","engagement_id") REFERENCES "public"."coaching_engagements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_engagements" ADD CONSTRAINT "coaching_engagements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_engagements" ADD CONSTRAINT "coaching_engagements_survey_fk" FOREIGN KEY ("company_id","survey_id") REFERENCES "public"."surveys"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_engagements" ADD CONSTRAINT "coaching_engagements_ratee_fk" FOREIGN KEY ("company_id","ratee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_engagements" ADD CONSTRAINT "coaching_engagements_coach_fk" FOREIGN KEY ("company_id","coach_id") REFERENCES "public"."coach_profiles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_notes" ADD CONSTRAINT "coaching_notes_engagement_fk" FOREIGN KEY ("company_id","engagement_id") REFERENCES "public"."coaching_engagements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_notes" ADD CONSTRAINT "coaching_notes_session_fk" FOREIGN KEY ("session_id") REFERENCES "public"."coaching_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD CONSTRAINT "coaching_sessions_engagement_fk" FOREIGN KEY ("company_id","engagement_id") REFERENCES "public"."coaching_engagements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_fk" FOREIGN KEY ("company_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_profiles_employee_key" ON "coach_profiles" USING btree ("company_id","employee_id") WHERE "coach_profiles"."employee_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_profiles_email_key" ON "coach_profiles" USING btree ("company_id",lower("email")) WHERE "coach_profiles"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_profiles_token_key" ON "coach_profiles" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "coaching_consents_engagement_idx" ON "coaching_consents" USING btree ("engagement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coaching_engagements_open_key" ON "coaching_engagements" USING btree ("company_id","survey_id","ratee_id") WHERE "coaching_engagements"."status" in ('pending_approval', 'active');--> statement-breakpoint
CREATE INDEX "coaching_engagements_coach_idx" ON "coaching_engagements" USING btree ("company_id","coach_id");--> statement-breakpoint
CREATE INDEX "coaching_engagements_ratee_idx" ON "coaching_engagements" USING btree ("company_id","ratee_id");--> statement-breakpoint
CREATE INDEX "coaching_notes_engagement_idx" ON "coaching_notes" USING btree ("engagement_id","id");--> statement-breakpoint
CREATE INDEX "coaching_sessions_engagement_idx" ON "coaching_sessions" USING btree ("engagement_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_key" ON "webhook_deliveries" USING btree ("endpoint_id","event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."delivered_at" is null and "webhook_deliveries"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "development_actions" ADD CONSTRAINT "development_actions_engagement_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."coaching_engagements"("id") ON DELETE set null ON UPDATE no action;