-- Issue 18: each person's aggregates split into shards (feedback id modulo 16), so concurrent
-- feedbacks about one person update different rows. Existing rows become shard 0.
ALTER TABLE "feedback_aggregates" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_characteristics" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_group_aggregates" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_aggregates" DROP CONSTRAINT "feedback_aggregates_pkey";--> statement-breakpoint
ALTER TABLE "feedback_characteristics" DROP CONSTRAINT "feedback_characteristics_subject_user_id_key_display_pk";--> statement-breakpoint
ALTER TABLE "feedback_group_aggregates" DROP CONSTRAINT "feedback_group_aggregates_subject_user_id_relationship_type_pk";--> statement-breakpoint
ALTER TABLE "feedback_aggregates" ADD CONSTRAINT "feedback_aggregates_subject_user_id_shard_pk" PRIMARY KEY("subject_user_id","shard");--> statement-breakpoint
ALTER TABLE "feedback_characteristics" ADD CONSTRAINT "feedback_characteristics_subject_user_id_key_display_shard_pk" PRIMARY KEY("subject_user_id","key","display","shard");--> statement-breakpoint
ALTER TABLE "feedback_group_aggregates" ADD CONSTRAINT "feedback_group_aggregates_subject_user_id_relationship_type_shard_pk" PRIMARY KEY("subject_user_id","relationship_type","shard");
