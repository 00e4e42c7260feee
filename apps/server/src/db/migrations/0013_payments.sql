-- Real payments. Rows saved before this migration are completed payments: they become 'succeeded' through the
-- built-in 'test' provider, keep their paid_at (also as created_at), get a random reference and a receipt number,
-- and the commission rate the platform has now. New columns without a default get theirs only for these rows.
ALTER TABLE "payments" ALTER COLUMN "paid_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "paid_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tx_ref" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_transaction_id" varchar(100);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "commission_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" varchar(32);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" varchar(300);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET
  "created_at" = "paid_at",
  "tx_ref" = 'somo_' || md5(random()::text || clock_timestamp()::text || "id"::text),
  "receipt_number" = 'SOMO-' || to_char("paid_at" AT TIME ZONE 'UTC', 'YYYY') || '-'
    || lpad("id"::text, greatest(6, length("id"::text)), '0'),
  "commission_rate" = coalesce(
    (SELECT ("pricing_settings" ->> 'platform_commission_rate')::numeric FROM "platform_settings" WHERE "id" = 1),
    10);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "tx_ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "commission_rate" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tx_ref_idx" ON "payments" USING btree ("tx_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_transaction_idx" ON "payments" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_idx" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_idx" ON "payments" USING btree ("user_id","course_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_pending_created_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('flutterwave', 'test'));
