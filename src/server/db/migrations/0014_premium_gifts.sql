CREATE TABLE "gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_reference" text NOT NULL,
	"code_hash" text NOT NULL,
	"buyer_id" integer,
	"plan" text NOT NULL,
	"months" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"provider_payment_id" text,
	"amount_cents" integer,
	"currency" text,
	"paid_at" timestamp with time zone,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_external_reference_unique" UNIQUE("external_reference"),
	CONSTRAINT "gifts_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gifts_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_buyer_idx" ON "gifts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "gifts_redeemed_by_idx" ON "gifts" USING btree ("redeemed_by");