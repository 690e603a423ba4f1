-- Issue 32: progress of visitors without JavaScript (plain HTML forms), kept by the server.
CREATE TABLE "form_progress" (
	"visitor" text NOT NULL,
	"flow" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_progress_visitor_flow_pk" PRIMARY KEY("visitor","flow")
);
--> statement-breakpoint
CREATE INDEX "form_progress_updated_idx" ON "form_progress" USING btree ("updated_at");