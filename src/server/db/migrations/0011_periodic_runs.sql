-- Issue 35: each periodic job (housekeeping) runs in one app process per period, however many run.
CREATE TABLE "periodic_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_by" text
);
