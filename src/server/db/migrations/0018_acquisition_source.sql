ALTER TABLE "users" ADD COLUMN "acquisition_source" text;
--> statement-breakpoint
CREATE TABLE "funnel_daily" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"source" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_day_step_source_pk" PRIMARY KEY("day","step","source")
);
