CREATE TABLE "ocean_others_aggregates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"openness_sum" integer DEFAULT 0 NOT NULL,
	"openness_sq" integer DEFAULT 0 NOT NULL,
	"conscientiousness_sum" integer DEFAULT 0 NOT NULL,
	"conscientiousness_sq" integer DEFAULT 0 NOT NULL,
	"extraversion_sum" integer DEFAULT 0 NOT NULL,
	"extraversion_sq" integer DEFAULT 0 NOT NULL,
	"agreeableness_sum" integer DEFAULT 0 NOT NULL,
	"agreeableness_sq" integer DEFAULT 0 NOT NULL,
	"neuroticism_sum" integer DEFAULT 0 NOT NULL,
	"neuroticism_sq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocean_others_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_user_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"openness" integer NOT NULL,
	"conscientiousness" integer NOT NULL,
	"extraversion" integer NOT NULL,
	"agreeableness" integer NOT NULL,
	"neuroticism" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT date_trunc('day', now()) NOT NULL,
	CONSTRAINT "ocean_others_ratings_assessment_id_unique" UNIQUE("assessment_id")
);
--> statement-breakpoint
ALTER TABLE "ocean_others_aggregates" ADD CONSTRAINT "ocean_others_aggregates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_others_ratings" ADD CONSTRAINT "ocean_others_ratings_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocean_others_ratings" ADD CONSTRAINT "ocean_others_ratings_assessment_id_disc_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."disc_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ocean_others_subject_idx" ON "ocean_others_ratings" USING btree ("subject_user_id");