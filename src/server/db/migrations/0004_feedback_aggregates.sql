CREATE TABLE "feedback_aggregates" (
	"subject_user_id" integer PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"dominance_sum" bigint DEFAULT 0 NOT NULL,
	"influence_sum" bigint DEFAULT 0 NOT NULL,
	"steadiness_sum" bigint DEFAULT 0 NOT NULL,
	"compliance_sum" bigint DEFAULT 0 NOT NULL,
	"dominance_sq" bigint DEFAULT 0 NOT NULL,
	"influence_sq" bigint DEFAULT 0 NOT NULL,
	"steadiness_sq" bigint DEFAULT 0 NOT NULL,
	"compliance_sq" bigint DEFAULT 0 NOT NULL,
	"characteristics_ready" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_characteristics" (
	"subject_user_id" integer NOT NULL,
	"key" text NOT NULL,
	"display" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen" bigint NOT NULL,
	CONSTRAINT "feedback_characteristics_subject_user_id_key_display_pk" PRIMARY KEY("subject_user_id","key","display")
);
--> statement-breakpoint
CREATE TABLE "feedback_group_aggregates" (
	"subject_user_id" integer NOT NULL,
	"relationship_type" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"dominance_sum" bigint DEFAULT 0 NOT NULL,
	"influence_sum" bigint DEFAULT 0 NOT NULL,
	"steadiness_sum" bigint DEFAULT 0 NOT NULL,
	"compliance_sum" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_group_aggregates_subject_user_id_relationship_type_pk" PRIMARY KEY("subject_user_id","relationship_type")
);
--> statement-breakpoint
ALTER TABLE "feedback_aggregates" ADD CONSTRAINT "feedback_aggregates_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_characteristics" ADD CONSTRAINT "feedback_characteristics_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_group_aggregates" ADD CONSTRAINT "feedback_group_aggregates_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_subject_list_idx" ON "feedback" USING btree ("subject_user_id","list_key","id");--> statement-breakpoint
-- Backfill (issue 18): the sums of the feedback already stored. Characteristic tallies need the
-- Snowball stemmer, so these rows start with characteristics_ready = false and the app rebuilds
-- them when it starts (src/server/modules/feedback/feedback.aggregates.ts).
INSERT INTO "feedback_aggregates" ("subject_user_id", "count", "dominance_sum", "influence_sum", "steadiness_sum", "compliance_sum", "dominance_sq", "influence_sq", "steadiness_sq", "compliance_sq", "characteristics_ready")
SELECT f."subject_user_id", count(*)::int,
       sum(d."dominance"), sum(d."influence"), sum(d."steadiness"), sum(d."compliance"),
       sum(d."dominance" * d."dominance"), sum(d."influence" * d."influence"),
       sum(d."steadiness" * d."steadiness"), sum(d."compliance" * d."compliance"),
       false
FROM "feedback" f
JOIN "disc_assessments" d ON d."id" = f."assessment_id" AND d."is_self" = false
GROUP BY f."subject_user_id";
--> statement-breakpoint
INSERT INTO "feedback_group_aggregates" ("subject_user_id", "relationship_type", "count", "dominance_sum", "influence_sum", "steadiness_sum", "compliance_sum")
SELECT f."subject_user_id", f."relationship_type", count(*)::int,
       sum(d."dominance"), sum(d."influence"), sum(d."steadiness"), sum(d."compliance")
FROM "feedback" f
JOIN "disc_assessments" d ON d."id" = f."assessment_id" AND d."is_self" = false
GROUP BY f."subject_user_id", f."relationship_type";
