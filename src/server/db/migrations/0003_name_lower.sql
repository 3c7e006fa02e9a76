DROP INDEX "brands_name_trgm_idx";--> statement-breakpoint
DROP INDEX "brands_alpha_idx";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "brands_name_lower_trgm_idx" ON "brands" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_alpha_idx" ON "brands" USING btree ("name_lower","id","slug");