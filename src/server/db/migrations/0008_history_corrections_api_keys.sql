CREATE TYPE "public"."correction_status" AS ENUM('pending', 'accepted', 'rejected');--> statement-breakpoint
CREATE TABLE "api_key_usage" (
	"key_id" uuid NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_key_usage_key_id_day_pk" PRIMARY KEY("key_id","day")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_field_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_field_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"provenance" jsonb,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"field" text NOT NULL,
	"proposed_value" jsonb,
	"value_at_proposal" jsonb,
	"source_url" text NOT NULL,
	"comment" text,
	"status" "correction_status" DEFAULT 'pending' NOT NULL,
	"proposed_by" text,
	"reviewed_by" text,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_key_usage" ADD CONSTRAINT "api_key_usage_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_field_versions" ADD CONSTRAINT "brand_field_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "brand_field_versions_brand_idx" ON "brand_field_versions" USING btree ("brand_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brand_field_versions_field_idx" ON "brand_field_versions" USING btree ("brand_id","field","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "corrections_status_idx" ON "corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "corrections_proposer_idx" ON "corrections" USING btree ("proposed_by","created_at");--> statement-breakpoint
CREATE INDEX "corrections_brand_idx" ON "corrections" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "corrections_reviewed_idx" ON "corrections" USING btree ("reviewed_at");--> statement-breakpoint
-- The public fields of a brand whose changes are kept (PUBLIC_BRAND_FIELDS in src/domain/brand-fields.ts).
CREATE FUNCTION brand_public_fields() RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['name', 'url', 'tagline', 'description', 'mission', 'vision', 'industry', 'archetype',
    'logo_url', 'brand_image_url', 'primary_color', 'secondary_color', 'accent_color', 'color_palette',
    'ai_color_names', 'keywords', 'competitors', 'year_founded', 'annual_revenue', 'brand_equity_value',
    'brand_awareness_metrics', 'pricing_strategy', 'competitive_positioning', 'recent_news', 'key_people',
    'company_insights', 'has_blue_badge', 'has_verified_colors', 'fonts']::text[]
$$;
--> statement-breakpoint
-- Null, empty text, an empty list or object and false all mean "no value" in the history.
CREATE FUNCTION brand_field_value(v jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v IS NULL OR v IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb, 'false'::jsonb)
    THEN NULL ELSE v END
$$;
--> statement-breakpoint
-- The provenance a write recorded for a field: its own entry, or an entry for a part of it
-- ('company_insights.social_links'), when the write changed it; null when it recorded none.
CREATE FUNCTION brand_field_provenance(field text, old_provenance jsonb, new_provenance jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT e.value FROM jsonb_each(coalesce(new_provenance, '{}'::jsonb)) AS e(key, value)
  WHERE (e.key = field OR e.key LIKE field || '.%')
    AND e.value IS DISTINCT FROM (old_provenance -> e.key)
  ORDER BY e.key = field DESC
  LIMIT 1
$$;
--> statement-breakpoint
-- brand_field_versions follows brands on every write path (the API, corrections, CSV import,
-- analysis, the seed, plain SQL): new brands a statement at a time, changes a row at a time.
CREATE FUNCTION brand_field_versions_record() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  f text;
  before jsonb;
  after jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Each new row read as JSON once; its public fields with a value become its first versions.
    INSERT INTO brand_field_versions (brand_id, field, old_value, new_value, provenance)
    SELECT b.id, e.key, NULL, e.value,
      CASE WHEN b.provenance ? e.key THEN b.provenance -> e.key
        ELSE brand_field_provenance(e.key, NULL, b.provenance) END
    FROM inserted b CROSS JOIN LATERAL jsonb_each(to_jsonb(b)) AS e(key, value)
    WHERE e.key = ANY (brand_public_fields()) AND brand_field_value(e.value) IS NOT NULL
    ORDER BY b.id, array_position(brand_public_fields(), e.key);
  ELSIF TG_OP = 'UPDATE' THEN
    old_row := to_jsonb(OLD);
    new_row := to_jsonb(NEW);
    FOREACH f IN ARRAY brand_public_fields() LOOP
      before := brand_field_value(old_row -> f);
      after := brand_field_value(new_row -> f);
      IF before IS DISTINCT FROM after THEN
        INSERT INTO brand_field_versions (brand_id, field, old_value, new_value, provenance)
        VALUES (NEW.id, f, before, after, brand_field_provenance(f, OLD.provenance, NEW.provenance));
      END IF;
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brand_field_versions_insert AFTER INSERT ON brands
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION brand_field_versions_record();
--> statement-breakpoint
CREATE TRIGGER brand_field_versions_update AFTER UPDATE OF name, url, tagline, description, mission, vision,
  industry, archetype, logo_url, brand_image_url, primary_color, secondary_color, accent_color, color_palette,
  ai_color_names, keywords, competitors, year_founded, annual_revenue, brand_equity_value,
  brand_awareness_metrics, pricing_strategy, competitive_positioning, recent_news, key_people,
  company_insights, has_blue_badge, has_verified_colors, fonts
ON brands FOR EACH ROW EXECUTE FUNCTION brand_field_versions_record();
--> statement-breakpoint
-- Brands that existed before the history began: their values as they are, as the first version.
INSERT INTO brand_field_versions (brand_id, field, old_value, new_value, provenance, changed_at)
SELECT b.id, e.key, NULL, e.value, b.provenance -> e.key, b.created_at
FROM brands b CROSS JOIN LATERAL jsonb_each(to_jsonb(b)) AS e(key, value)
WHERE e.key = ANY (brand_public_fields()) AND brand_field_value(e.value) IS NOT NULL
ORDER BY b.created_at, b.id, array_position(brand_public_fields(), e.key);
