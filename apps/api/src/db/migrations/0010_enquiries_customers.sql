CREATE TABLE "enquiry_handling" (
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" uuid REFERENCES "staff"("id"),
	"handled_at" timestamp with time zone,
	CONSTRAINT "enquiry_handling_pk" PRIMARY KEY ("kind", "ref_id"),
	CONSTRAINT "enquiry_handling_kind_check" CHECK ("kind" IN ('contact', 'franchise', 'fit_check', 'membership')),
	CONSTRAINT "enquiry_handling_status_check" CHECK ("status" IN ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "relationship_manager_id" uuid REFERENCES "staff"("id");
