-- Issue 30: feedback is released to its owner in groups of three, and step 2 of the giver flow is
-- bound to step 1 by a secret. What owners could already see stays released.
ALTER TABLE "disc_assessments" ADD COLUMN "giver_key" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "group_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ocean_others_ratings" ADD COLUMN "released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "feedback" SET "released" = true, "group_released" = true;--> statement-breakpoint
UPDATE "ocean_others_ratings" SET "released" = true;--> statement-breakpoint
CREATE INDEX "feedback_waiting_idx" ON "feedback" USING btree ("subject_user_id") WHERE group_released = false;--> statement-breakpoint
CREATE INDEX "ocean_others_waiting_idx" ON "ocean_others_ratings" USING btree ("subject_user_id") WHERE released = false;--> statement-breakpoint
ALTER TABLE "disc_assessments" ADD CONSTRAINT "disc_assessments_giver_key_unique" UNIQUE("giver_key");
