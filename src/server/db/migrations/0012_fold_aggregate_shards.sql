-- Issue 34: the 16 aggregate shards of migration 0008 are folded back into one row per person (per
-- group, per characteristic spelling): since issue 30 the figures change only at a release, once per
-- group of three under the person's release lock, so no row is hot (docs/decisions/0043-load-profile-and-write-path.md).
-- The characteristic tallies that migration 0004 could not compute (they need the app's stemmer)
-- were completed by every start of the app since then; this migration refuses to run while any is
-- still missing, so that the app no longer has to check at every start.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "feedback_aggregates" WHERE NOT "characteristics_ready") THEN
    RAISE EXCEPTION 'feedback_aggregates: características ainda não recontadas (migração 0004). Inicie uma vez a versão anterior do Espelho e depois esta.';
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "feedback_aggregates" DROP CONSTRAINT "feedback_aggregates_subject_user_id_shard_pk";--> statement-breakpoint
ALTER TABLE "feedback_characteristics" DROP CONSTRAINT "feedback_characteristics_subject_user_id_key_display_shard_pk";--> statement-breakpoint
ALTER TABLE "feedback_group_aggregates" DROP CONSTRAINT "feedback_group_aggregates_subject_user_id_relationship_type_shard_pk";--> statement-breakpoint
-- Each person's sums over their shards, written as shard -1; then the shards go.
INSERT INTO "feedback_aggregates" ("subject_user_id", "shard", "count",
  "dominance_sum", "influence_sum", "steadiness_sum", "compliance_sum",
  "dominance_sq", "influence_sq", "steadiness_sq", "compliance_sq")
SELECT "subject_user_id", -1, sum("count")::int,
  sum("dominance_sum")::bigint, sum("influence_sum")::bigint, sum("steadiness_sum")::bigint, sum("compliance_sum")::bigint,
  sum("dominance_sq")::bigint, sum("influence_sq")::bigint, sum("steadiness_sq")::bigint, sum("compliance_sq")::bigint
FROM "feedback_aggregates" GROUP BY "subject_user_id";--> statement-breakpoint
DELETE FROM "feedback_aggregates" WHERE "shard" <> -1;--> statement-breakpoint
INSERT INTO "feedback_group_aggregates" ("subject_user_id", "relationship_type", "shard", "count",
  "dominance_sum", "influence_sum", "steadiness_sum", "compliance_sum")
SELECT "subject_user_id", "relationship_type", -1, sum("count")::int,
  sum("dominance_sum")::bigint, sum("influence_sum")::bigint, sum("steadiness_sum")::bigint, sum("compliance_sum")::bigint
FROM "feedback_group_aggregates" GROUP BY "subject_user_id", "relationship_type";--> statement-breakpoint
DELETE FROM "feedback_group_aggregates" WHERE "shard" <> -1;--> statement-breakpoint
-- A spelling whose shards summed to zero was never shown (the readers skipped it): it goes.
INSERT INTO "feedback_characteristics" ("subject_user_id", "key", "display", "shard", "count", "first_seen")
SELECT "subject_user_id", "key", "display", -1, sum("count")::int, min("first_seen")
FROM "feedback_characteristics" GROUP BY "subject_user_id", "key", "display" HAVING sum("count") > 0;--> statement-breakpoint
DELETE FROM "feedback_characteristics" WHERE "shard" <> -1;--> statement-breakpoint
ALTER TABLE "feedback_aggregates" DROP COLUMN "shard";--> statement-breakpoint
ALTER TABLE "feedback_aggregates" DROP COLUMN "characteristics_ready";--> statement-breakpoint
ALTER TABLE "feedback_characteristics" DROP COLUMN "shard";--> statement-breakpoint
ALTER TABLE "feedback_group_aggregates" DROP COLUMN "shard";--> statement-breakpoint
ALTER TABLE "feedback_aggregates" ADD CONSTRAINT "feedback_aggregates_pkey" PRIMARY KEY ("subject_user_id");--> statement-breakpoint
ALTER TABLE "feedback_characteristics" ADD CONSTRAINT "feedback_characteristics_subject_user_id_key_display_pk" PRIMARY KEY("subject_user_id","key","display");--> statement-breakpoint
ALTER TABLE "feedback_group_aggregates" ADD CONSTRAINT "feedback_group_aggregates_subject_user_id_relationship_type_pk" PRIMARY KEY("subject_user_id","relationship_type");
