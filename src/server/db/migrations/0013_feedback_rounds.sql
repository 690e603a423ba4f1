CREATE TABLE "feedback_rounds" (
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"last_release_at" timestamp with time zone,
	"released_count" integer DEFAULT 0 NOT NULL,
	"dominance_sum" bigint DEFAULT 0 NOT NULL,
	"influence_sum" bigint DEFAULT 0 NOT NULL,
	"steadiness_sum" bigint DEFAULT 0 NOT NULL,
	"compliance_sum" bigint DEFAULT 0 NOT NULL,
	"dominance_sq" bigint DEFAULT 0 NOT NULL,
	"influence_sq" bigint DEFAULT 0 NOT NULL,
	"steadiness_sq" bigint DEFAULT 0 NOT NULL,
	"compliance_sq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_rounds_user_id_number_pk" PRIMARY KEY("user_id","number")
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 36: existing feedback is round 1 (the column's default); every existing person gets the row
-- of round 1, opened with the account, last changed at the day of their newest released feedback.
INSERT INTO "feedback_rounds" ("user_id", "number", "opened_at", "last_release_at")
SELECT u."id", 1, u."created_at",
  (SELECT max(f."created_on") FROM "feedback" f WHERE f."subject_user_id" = u."id" AND f."released" = true)
FROM "users" u
ON CONFLICT DO NOTHING;
