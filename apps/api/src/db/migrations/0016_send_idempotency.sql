-- A shop message handed to a local channel carries its dedupe key: a second hand-over of the same
-- message (a worker killed after the hand-over, before it recorded the send) finds the first copy
-- instead of adding another. Login codes and forms have no key and are never refused.
ALTER TABLE "sms_outbox" ADD COLUMN IF NOT EXISTS "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sms_outbox_idempotency_key_idx" ON "sms_outbox" ("idempotency_key");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN IF NOT EXISTS "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "notification_outbox_idempotency_key_idx" ON "notification_outbox" ("idempotency_key");
