-- Issue 48: local Big Five norms. Who agreed to count (off until they say yes) and the scores each
-- one counts with since the last computation; the scores of deleted accounts still to take out
-- (no link to anyone); the computed histograms (one row).
CREATE TABLE "norms_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"consent" boolean NOT NULL,
	"dirty" boolean DEFAULT true NOT NULL,
	"counted_openness" integer,
	"counted_conscientiousness" integer,
	"counted_extraversion" integer,
	"counted_agreeableness" integer,
	"counted_neuroticism" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "norms_removals" (
	"id" serial PRIMARY KEY NOT NULL,
	"openness" integer NOT NULL,
	"conscientiousness" integer NOT NULL,
	"extraversion" integer NOT NULL,
	"agreeableness" integer NOT NULL,
	"neuroticism" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocean_norms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sample" integer NOT NULL,
	"histograms" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ocean_norms_single_row" CHECK ("ocean_norms"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "norms_consents" ADD CONSTRAINT "norms_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "norms_consents_dirty_idx" ON "norms_consents" USING btree ("user_id") WHERE "norms_consents"."dirty";
