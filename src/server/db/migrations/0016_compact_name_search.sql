-- Search forgives spaces and punctuation in names (decision 0163). The list's search text ends
-- with the name once more, folded with only its letters and digits ('levis' finds Levi's); the
-- column is written anew (a generated column's expression cannot be altered on PostgreSQL 15),
-- with its trigram index. name_compact is the nav search's key, read in name order.
ALTER TABLE "brands" drop column "search_text";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_accents(coalesce(name, '') || chr(31) || coalesce(industry, '') || chr(31) || coalesce(archetype, '') || chr(31) || coalesce('the ' || archetype, '') || chr(31) || coalesce(description, '') || chr(31) || coalesce(tagline, '')) || chr(31) || regexp_replace(fold_accents(coalesce(name, '')), '[^a-z0-9]+', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "brands_search_text_trgm_idx" ON "brands" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "name_compact" text GENERATED ALWAYS AS (regexp_replace(fold_accents(name), '[^a-z0-9]+', '', 'g')) STORED;--> statement-breakpoint
CREATE INDEX "brands_name_compact_idx" ON "brands" USING btree ("name_compact","name_lower","id","slug");--> statement-breakpoint
-- The nav search of spec 000 §2 forgives spaces and punctuation as well (decision 0163): when no
-- name equals or contains the text, a name equal to it once both keep only their letters and
-- digits, the first by name ('coca cola' and 'cocacola' find Coca-Cola, 'mcdonalds' McDonald's).
CREATE OR REPLACE FUNCTION brand_nav_lookup(q text) RETURNS TABLE (slug text, match text)
LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  folded text := fold_accents(q);
  compact text := regexp_replace(fold_accents(q), '[^a-z0-9]+', '', 'g');
  found_id uuid;
BEGIN
  RETURN QUERY SELECT b.slug, 'exact'::text FROM brands b WHERE b.name_search = folded
  ORDER BY b.name_lower = lower(q) DESC, b.id LIMIT 1;
  IF FOUND THEN
    RETURN;
  END IF;
  found_id := first_brand_containing(folded);
  IF found_id IS NOT NULL THEN
    RETURN QUERY SELECT b.slug, 'contains'::text FROM brands b WHERE b.id = found_id;
    RETURN;
  END IF;
  IF compact <> '' THEN
    RETURN QUERY SELECT b.slug, 'exact'::text FROM brands b WHERE b.name_compact = compact
    ORDER BY b.name_lower, b.id LIMIT 1;
  END IF;
END
$$;
