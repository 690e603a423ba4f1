CREATE TABLE "result_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"show_ocean" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_links_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "result_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "result_links" ADD CONSTRAINT "result_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;