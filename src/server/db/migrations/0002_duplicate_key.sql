ALTER TABLE "brands" ADD COLUMN "name_key" text GENERATED ALWAYS AS (regexp_replace(lower(name), '[^a-z0-9]', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "brands_name_key_trgm_idx" ON "brands" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_name_key_idx" ON "brands" USING btree ("name_key");