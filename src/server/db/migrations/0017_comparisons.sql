CREATE TABLE "comparisons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comparisons_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparisons_inviter_idx" ON "comparisons" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "comparisons_invitee_idx" ON "comparisons" USING btree ("invitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "comparisons_pair_idx" ON "comparisons" USING btree (least("inviter_id", "invitee_id"),greatest("inviter_id", "invitee_id")) WHERE "comparisons"."invitee_id" is not null;
