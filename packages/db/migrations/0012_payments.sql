-- The cashier (issue 11): deposits, withdrawals, payout templates, deposit-not-received requests, provider
-- events; the sandbox provider's own state; the house accounts the cashier posts to (withdrawal fees; deposit
-- points, a unit of their own) and the posting code of deposit points.
ALTER TYPE "public"."posting_code" ADD VALUE 'deposit_points';--> statement-breakpoint
CREATE TABLE "deposit_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"deposit_id" bigint NOT NULL,
	"comment" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"crypto_amount" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"requisites" text,
	"bank" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"idempotency_key" text NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"title" text NOT NULL,
	"bank" text,
	"destination" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'moderation' NOT NULL,
	"reason" text,
	"reason_text" text,
	"requisites" text NOT NULL,
	"destination" text NOT NULL,
	"bank" text,
	"provider" text NOT NULL,
	"provider_ref" text,
	"idempotency_key" text NOT NULL,
	"decided_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"object_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"callback_url" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"return_url" text NOT NULL,
	"callback_url" text NOT NULL,
	"crypto_address" text,
	"crypto_amount" text,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"card_last4" text,
	"awaiting_3ds" boolean DEFAULT false NOT NULL,
	"transfer_sent" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"destination" text NOT NULL,
	"bank" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"callback_url" text NOT NULL,
	"settle_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claims" ADD CONSTRAINT "deposit_claims_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_templates" ADD CONSTRAINT "payment_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_claims_deposit_idx" ON "deposit_claims" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "deposit_claims_user_idx" ON "deposit_claims" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposit_claims_status_idx" ON "deposit_claims" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_user_idempotency_idx" ON "deposits" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_ref_idx" ON "deposits" USING btree ("provider","provider_ref") WHERE "deposits"."provider_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_idx" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_templates_unique_idx" ON "payment_templates" USING btree ("user_id","method","fingerprint") WHERE "payment_templates"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_user_idempotency_idx" ON "withdrawals" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_provider_ref_idx" ON "withdrawals" USING btree ("provider","provider_ref") WHERE "withdrawals"."provider_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sandbox_events_object_idx" ON "sandbox_events" USING btree ("object_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_events_pending_idx" ON "sandbox_events" USING btree ("created_at") WHERE "sandbox_events"."delivered_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_idempotency_idx" ON "sandbox_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_idempotency_idx" ON "sandbox_payouts" USING btree ("idempotency_key");--> statement-breakpoint
INSERT INTO "accounts" ("user_id", "kind", "unit", "cached") VALUES
  (NULL, 'house:payment_fees', 'RUB', false),
  (NULL, 'house:points', 'POINTS', false)
ON CONFLICT DO NOTHING;
