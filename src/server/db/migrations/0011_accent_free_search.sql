-- Search forgives accents ('Hermes' finds Hermès): names and the list's search text are folded
-- (lower case, accented Latin letters to plain ones) by fold_accents(), a pure SQL function, since
-- the unaccent extension is not available on every database we run on (PGlite). The table of
-- letters is src/domain/accent-fold.ts; a test holds the two together.
CREATE FUNCTION fold_accents(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(lower(translate(t,
    'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳøØđĐłŁħĦıŧŦðÐ’‘',
    'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyyooddllhhittdd''''')),
    'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'ß', 'ss'), 'þ', 'th'), 'Þ', 'th')
$$;
--> statement-breakpoint
-- The list search's text, folded; 'the {archetype}' too, as the badges print it ('The Hero').
ALTER TABLE "brands" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "search_text" text GENERATED ALWAYS AS (fold_accents(coalesce(name, '') || chr(31) || coalesce(industry, '') || chr(31) || coalesce(archetype, '') || chr(31) || coalesce('the ' || archetype, '') || chr(31) || coalesce(description, '') || chr(31) || coalesce(tagline, ''))) STORED;--> statement-breakpoint
CREATE INDEX "brands_search_text_trgm_idx" ON "brands" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The name folded: the nav lookup's exact match and its name order.
ALTER TABLE "brands" ADD COLUMN "name_search" text GENERATED ALWAYS AS (fold_accents(name)) STORED;--> statement-breakpoint
CREATE INDEX "brands_name_search_idx" ON "brands" USING btree ("name_search","id","slug");--> statement-breakpoint
-- The nav lookup's pieces are now those of the folded name.
TRUNCATE "brand_name_trigrams";--> statement-breakpoint
ALTER TABLE "brand_name_trigrams" RENAME COLUMN "name_lower" TO "name_search";--> statement-breakpoint
CREATE OR REPLACE FUNCTION brand_name_trigrams_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO brand_name_trigrams (trigram, name_search, brand_id)
    SELECT g.trigram, b.name_search, b.id FROM inserted b CROSS JOIN LATERAL name_trigrams(b.name_search) AS g(trigram)
    ORDER BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM brand_name_trigrams t
    USING deleted b CROSS JOIN LATERAL name_trigrams(b.name_search) AS g(trigram)
    WHERE t.trigram = g.trigram AND t.name_search = b.name_search AND t.brand_id = b.id;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM brand_name_trigrams t
    USING name_trigrams(OLD.name_search) AS g(trigram)
    WHERE t.trigram = g.trigram AND t.name_search = OLD.name_search AND t.brand_id = OLD.id;
    INSERT INTO brand_name_trigrams (trigram, name_search, brand_id)
    SELECT g.trigram, NEW.name_search, NEW.id FROM name_trigrams(NEW.name_search) AS g(trigram);
  ELSIF TG_OP = 'TRUNCATE' THEN
    TRUNCATE brand_name_trigrams;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER brand_name_trigrams_rename ON brands;--> statement-breakpoint
CREATE TRIGGER brand_name_trigrams_rename AFTER UPDATE OF name, id ON brands FOR EACH ROW
WHEN (OLD.name_search IS DISTINCT FROM NEW.name_search OR OLD.id IS DISTINCT FROM NEW.id)
EXECUTE FUNCTION brand_name_trigrams_sync();
--> statement-breakpoint
INSERT INTO brand_name_trigrams (trigram, name_search, brand_id)
SELECT g.trigram, b.name_search, b.id FROM brands b CROSS JOIN LATERAL name_trigrams(b.name_search) AS g(trigram)
ORDER BY 1, 2, 3
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION first_brand_containing(q text) RETURNS uuid
LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  -- More pieces make fewer false candidates but cost more per round; twelve spread over a long
  -- text cover it.
  step int := greatest(1, ceil((length(q) - 2) / 12.0)::int);
  grams text[];
  k int;
  i int := 1;
  agreed int := 0;
  cur_name text := '';
  cur_id uuid := '00000000-0000-0000-0000-000000000000';
  n text;
  b uuid;
  g text;
  run int := 32;
  hit boolean;
BEGIN
  IF q = '' THEN
    RETURN NULL;
  END IF;
  IF length(q) >= 3 THEN
    SELECT array_agg(DISTINCT substr(q, p, 3) COLLATE "C") INTO grams
    FROM (SELECT generate_series(1, length(q) - 2, step) UNION SELECT length(q) - 2) AS s(p);
    k := array_length(grams, 1);
    LOOP
      SELECT t.name_search, t.brand_id INTO n, b FROM brand_name_trigrams t
      WHERE t.trigram = grams[i] AND (t.name_search, t.brand_id) >= (cur_name, cur_id)
      ORDER BY t.name_search, t.brand_id LIMIT 1;
      IF NOT FOUND THEN
        RETURN NULL;
      END IF;
      IF n = cur_name AND b = cur_id THEN
        agreed := agreed + 1;
      ELSE
        cur_name := n;
        cur_id := b;
        agreed := 1;
      END IF;
      IF agreed = k THEN
        IF strpos(cur_name, q) > 0 THEN
          RETURN cur_id;
        END IF;
        -- Every piece, but not q ('nova nova 1' for 'nova nova nova'): such names come in runs,
        -- so this list is read on (twice as far each time) for a name holding q, which is then
        -- the answer, since the list holds every name that contains q; else the walk goes on
        -- from the last name read.
        SELECT s.name_search, s.brand_id, strpos(s.name_search, q) > 0 INTO n, b, hit FROM (
          SELECT t.name_search, t.brand_id, row_number() OVER (ORDER BY t.name_search, t.brand_id) AS r
          FROM brand_name_trigrams t
          WHERE t.trigram = grams[i] AND (t.name_search, t.brand_id) > (cur_name, cur_id)
          ORDER BY t.name_search, t.brand_id LIMIT run
        ) AS s
        WHERE strpos(s.name_search, q) > 0 OR s.r = run
        ORDER BY s.r LIMIT 1;
        IF NOT FOUND THEN
          RETURN NULL;
        END IF;
        IF hit THEN
          RETURN b;
        END IF;
        cur_name := n;
        cur_id := b;
        run := least(run * 2, 4096);
        agreed := 1;
      END IF;
      i := i % k + 1;
    END LOOP;
  END IF;
  -- One or two characters: most are in one of the first names.
  SELECT h.id INTO b FROM (SELECT x.name_search, x.id FROM brands x ORDER BY x.name_search, x.id LIMIT 32) AS h
  WHERE strpos(h.name_search, q) > 0 ORDER BY h.name_search, h.id LIMIT 1;
  IF FOUND THEN
    RETURN b;
  END IF;
  -- Else each distinct piece starting with q (they sit together in byte order), and the first
  -- name of its list.
  cur_name := NULL;
  cur_id := NULL;
  g := q;
  LOOP
    SELECT t.trigram INTO g FROM brand_name_trigrams t WHERE t.trigram >= g ORDER BY t.trigram LIMIT 1;
    EXIT WHEN NOT FOUND OR left(g, length(q)) <> q;
    SELECT t.name_search, t.brand_id INTO n, b FROM brand_name_trigrams t
    WHERE t.trigram = g ORDER BY t.name_search, t.brand_id LIMIT 1;
    IF cur_id IS NULL OR (n, b) < (cur_name, cur_id) THEN
      cur_name := n;
      cur_id := b;
    END IF;
    -- The next distinct piece: nothing sorts between g and g || chr(1).
    g := g || chr(1);
  END LOOP;
  RETURN cur_id;
END
$$;
--> statement-breakpoint
-- The nav search of spec 000 §2 with accents forgiven: a name equal to the text once both are
-- folded (one that also has the same accents first), else the first folded name containing it.
CREATE OR REPLACE FUNCTION brand_nav_lookup(q text) RETURNS TABLE (slug text, match text)
LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  folded text := fold_accents(q);
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
  END IF;
END
$$;
