-- Issue 48: local Big Five norms. Who agreed to count (off until they say yes), the test each one
-- counted with at the last computation, and the computed histograms (one row).
CREATE TABLE "norms_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"consent" boolean NOT NULL,
	"counted_assessment_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "norms_consents" ADD CONSTRAINT "norms_consents_counted_assessment_id_ocean_assessments_id_fk" FOREIGN KEY ("counted_assessment_id") REFERENCES "public"."ocean_assessments"("id") ON DELETE set null ON UPDATE no action;
