-- Who added a brand through the wizard, and whether the public catalogue lists it: a brand added by
-- a user is listed once its analysis completed (docs/decisions/0116-unanalysed-brands-are-private-until-their-first-analysis.md).
ALTER TABLE "brands" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- The website's host without 'www.' and port, reversed: a registrable domain and every host under it
-- share one prefix of the index ('moc.ekin' and 'moc.ekin.erots').
ALTER TABLE "brands" ADD COLUMN "site_key" text GENERATED ALWAYS AS (reverse(regexp_replace(lower(substring("url" from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)')), '^www\.', ''))) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_site_key_idx" ON "brands" USING btree ("site_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "brands_unlisted_idx" ON "brands" USING btree ("created_by","created_at") WHERE not "listed";--> statement-breakpoint
-- Brands added with the wizard before this migration: the add-brand provenance names their creator.
UPDATE "brands" b SET "created_by" = u."id"
  FROM "user" u
  WHERE b."provenance"->'name'->>'method' = 'add-brand wizard'
    AND u."id" = substring(b."provenance"->'name'->>'source' from 6);--> statement-breakpoint
UPDATE "brands" SET "listed" = false
  WHERE "provenance"->'name'->>'method' = 'add-brand wizard'
    AND "analysis_status" <> 'completed';
