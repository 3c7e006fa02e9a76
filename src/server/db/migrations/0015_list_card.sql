-- Each brand's list card (ListedBrand, src/domain/brand.ts) as the JSON text GET /api/brands sends,
-- kept on the row by a trigger so a page reads 25 short texts instead of 20 columns of 25 rows and
-- builds no JSON per request (docs/decisions/0121-a-list-page-is-its-cards-stored-json.md).
CREATE FUNCTION json_text(v anyelement) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(to_json(v)::text, 'null') $$;--> statement-breakpoint
-- logoKitOf (src/domain/logo-kit.ts): only well-formed entries of the kit.
CREATE FUNCTION logo_kit_entries(kit jsonb) RETURNS jsonb
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT coalesce(jsonb_agg(e ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(kit) = 'array' THEN kit ELSE '[]'::jsonb END)
    WITH ORDINALITY AS k(e, n)
  WHERE jsonb_typeof(e) = 'object'
    AND jsonb_typeof(e->'url') = 'string'
    AND e->>'role' IN ('wordmark', 'symbol', 'icon')
    AND e->>'ground' IN ('light', 'dark')
    AND jsonb_typeof(e->'ink_luminance') = 'number'
    AND jsonb_typeof(e->'self_backed') = 'boolean'
$$;--> statement-breakpoint
-- toListedBrand (src/server/brands/brand-dto.ts), field for field and in its order.
CREATE FUNCTION brand_list_card_set() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.list_card := '{"id":' || json_text(NEW.id)
    || ',"slug":' || json_text(NEW.slug)
    || ',"name":' || json_text(NEW.name)
    || ',"url":' || json_text(NEW.url)
    || ',"tagline":' || json_text(NEW.tagline)
    || ',"description":' || json_text(NEW.description)
    || ',"industry":' || json_text(NEW.industry)
    || ',"archetype":' || json_text(NEW.archetype)
    || ',"logo_url":' || json_text(NEW.logo_url)
    || ',"logo_kit":' || logo_kit_entries(NEW.logo_kit)::text
    || ',"primary_color":' || json_text(NEW.primary_color)
    || ',"secondary_color":' || json_text(NEW.secondary_color)
    || ',"accent_color":' || json_text(NEW.accent_color)
    || ',"pricing_strategy":' || json_text(NEW.pricing_strategy)
    || ',"year_founded":' || json_text(NEW.year_founded)
    || ',"has_blue_badge":' || json_text(NEW.has_blue_badge)
    || ',"favorite_count":' || json_text(NEW.favorite_count)
    || ',"visit_count":' || json_text(NEW.visit_count)
    || ',"analysis_status":' || json_text(NEW.analysis_status)
    || ',"created_at":' || json_text(to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    || '}';
  RETURN NEW;
END
$$;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "list_card" text;--> statement-breakpoint
CREATE TRIGGER brand_list_card BEFORE INSERT OR UPDATE ON brands
  FOR EACH ROW EXECUTE FUNCTION brand_list_card_set();--> statement-breakpoint
-- Fires the trigger for every existing brand; no other trigger watches this column.
UPDATE "brands" SET "list_card" = NULL;
