DROP INDEX "brands_industry_idx";--> statement-breakpoint
DROP INDEX "brands_archetype_idx";--> statement-breakpoint
DROP INDEX "brands_color_families_idx";--> statement-breakpoint
DROP INDEX "brands_newest_idx";--> statement-breakpoint
DROP INDEX "brands_alpha_idx";--> statement-breakpoint
DROP INDEX "brands_popular_idx";--> statement-breakpoint
DROP INDEX "brands_trending_idx";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "industry_key" text GENERATED ALWAYS AS (lower(industry)) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "archetype_key" text GENERATED ALWAYS AS (lower(archetype)) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "color_mask" integer GENERATED ALWAYS AS ((case when color_families @> '{Red}' then 1 else 0 end) | (case when color_families @> '{Orange}' then 2 else 0 end) | (case when color_families @> '{Yellow}' then 4 else 0 end) | (case when color_families @> '{Green}' then 8 else 0 end) | (case when color_families @> '{Cyan}' then 16 else 0 end) | (case when color_families @> '{Blue}' then 32 else 0 end) | (case when color_families @> '{Purple}' then 64 else 0 end) | (case when color_families @> '{Pink}' then 128 else 0 end) | (case when color_families @> '{Black}' then 256 else 0 end) | (case when color_families @> '{White}' then 512 else 0 end) | (case when color_families @> '{Gray}' then 1024 else 0 end)) STORED;--> statement-breakpoint
CREATE INDEX "brands_industry_newest_idx" ON "brands" USING btree ("industry_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"archetype_key","color_mask");--> statement-breakpoint
CREATE INDEX "brands_industry_alpha_idx" ON "brands" USING btree ("industry_key","name_lower","id","archetype_key","color_mask");--> statement-breakpoint
CREATE INDEX "brands_industry_popular_idx" ON "brands" USING btree ("industry_key","favorite_count" DESC NULLS LAST,"id" DESC NULLS LAST,"archetype_key","color_mask");--> statement-breakpoint
CREATE INDEX "brands_industry_trending_idx" ON "brands" USING btree ("industry_key","visit_count" DESC NULLS LAST,"id" DESC NULLS LAST,"archetype_key","color_mask");--> statement-breakpoint
CREATE INDEX "brands_archetype_newest_idx" ON "brands" USING btree ("archetype_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"color_mask");--> statement-breakpoint
CREATE INDEX "brands_archetype_alpha_idx" ON "brands" USING btree ("archetype_key","name_lower","id","color_mask");--> statement-breakpoint
CREATE INDEX "brands_archetype_popular_idx" ON "brands" USING btree ("archetype_key","favorite_count" DESC NULLS LAST,"id" DESC NULLS LAST,"color_mask");--> statement-breakpoint
CREATE INDEX "brands_archetype_trending_idx" ON "brands" USING btree ("archetype_key","visit_count" DESC NULLS LAST,"id" DESC NULLS LAST,"color_mask");--> statement-breakpoint
CREATE INDEX "brands_newest_idx" ON "brands" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"color_mask");--> statement-breakpoint
CREATE INDEX "brands_alpha_idx" ON "brands" USING btree ("name_lower","id","slug","color_mask");--> statement-breakpoint
CREATE INDEX "brands_popular_idx" ON "brands" USING btree ("favorite_count" DESC NULLS LAST,"id" DESC NULLS LAST,"color_mask");--> statement-breakpoint
CREATE INDEX "brands_trending_idx" ON "brands" USING btree ("visit_count" DESC NULLS LAST,"id" DESC NULLS LAST,"color_mask");