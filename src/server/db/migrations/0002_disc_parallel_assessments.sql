CREATE TABLE "disc_parallel_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dominance" integer NOT NULL,
	"influence" integer NOT NULL,
	"steadiness" integer NOT NULL,
	"compliance" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disc_parallel_assessments" ADD CONSTRAINT "disc_parallel_assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disc_parallel_user_idx" ON "disc_parallel_assessments" USING btree ("user_id","created_at");