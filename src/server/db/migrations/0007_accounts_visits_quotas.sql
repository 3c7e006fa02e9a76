CREATE TABLE "brand_visits" (
	"visitor" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_visits_visitor_brand_id_pk" PRIMARY KEY("visitor","brand_id")
);
--> statement-breakpoint
ALTER TABLE "analysis_jobs" ADD COLUMN "requested_from" text;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "sign_in_method" text;--> statement-breakpoint
ALTER TABLE "brand_visits" ADD CONSTRAINT "brand_visits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_visits_counted_idx" ON "brand_visits" USING btree ("counted_at");--> statement-breakpoint
CREATE INDEX "analysis_jobs_address_idx" ON "analysis_jobs" USING btree ("requested_from","created_at");