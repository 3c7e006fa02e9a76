CREATE TABLE "brand_name_trigrams" (
	"trigram" text COLLATE "C" NOT NULL,
	"name_lower" text NOT NULL,
	"brand_id" uuid NOT NULL,
	CONSTRAINT "brand_name_trigrams_trigram_name_lower_brand_id_pk" PRIMARY KEY("trigram","name_lower","brand_id")
);
--> statement-breakpoint
-- The pieces a name is indexed under: its distinct runs of three characters, and its last two and
-- last one (the pieces starting there), so every place a text of any length can start in the name
-- begins one of them.
CREATE FUNCTION name_trigrams(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT DISTINCT substr(name, p, 3) COLLATE "C" FROM generate_series(1, length(name)) AS p
$$;
--> statement-breakpoint
-- brand_name_trigrams follows brands on every write path (create, edit, import, analysis, seed,
-- delete): inserts and deletes a statement at a time, renames a row at a time.
CREATE FUNCTION brand_name_trigrams_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- In key order: a statement of many brands fills the key's pages one after the other.
    INSERT INTO brand_name_trigrams (trigram, name_lower, brand_id)
    SELECT g.trigram, b.name_lower, b.id FROM inserted b CROSS JOIN LATERAL name_trigrams(b.name_lower) AS g(trigram)
    ORDER BY 1, 2, 3;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM brand_name_trigrams t
    USING deleted b CROSS JOIN LATERAL name_trigrams(b.name_lower) AS g(trigram)
    WHERE t.trigram = g.trigram AND t.name_lower = b.name_lower AND t.brand_id = b.id;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM brand_name_trigrams t
    USING name_trigrams(OLD.name_lower) AS g(trigram)
    WHERE t.trigram = g.trigram AND t.name_lower = OLD.name_lower AND t.brand_id = OLD.id;
    INSERT INTO brand_name_trigrams (trigram, name_lower, brand_id)
    SELECT g.trigram, NEW.name_lower, NEW.id FROM name_trigrams(NEW.name_lower) AS g(trigram);
  ELSIF TG_OP = 'TRUNCATE' THEN
    TRUNCATE brand_name_trigrams;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brand_name_trigrams_insert AFTER INSERT ON brands
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION brand_name_trigrams_sync();
--> statement-breakpoint
CREATE TRIGGER brand_name_trigrams_delete AFTER DELETE ON brands
REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION brand_name_trigrams_sync();
--> statement-breakpoint
CREATE TRIGGER brand_name_trigrams_rename AFTER UPDATE OF name, id ON brands FOR EACH ROW
WHEN (OLD.name_lower IS DISTINCT FROM NEW.name_lower OR OLD.id IS DISTINCT FROM NEW.id)
EXECUTE FUNCTION brand_name_trigrams_sync();
--> statement-breakpoint
CREATE TRIGGER brand_name_trigrams_truncate AFTER TRUNCATE ON brands
FOR EACH STATEMENT EXECUTE FUNCTION brand_name_trigrams_sync();
--> statement-breakpoint
INSERT INTO brand_name_trigrams (trigram, name_lower, brand_id)
SELECT g.trigram, b.name_lower, b.id FROM brands b CROSS JOIN LATERAL name_trigrams(b.name_lower) AS g(trigram)
ORDER BY 1, 2, 3
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The first brand in name order (name_lower, id) whose name contains q, or null. A name holding q
-- holds each of q's trigrams, so it sits in every one of their lists: the lists are walked
-- together in name order, each jumping straight (one index descent) to the furthest entry another
-- has reached (a leapfrog join), and each entry they all share is checked against q itself. A text of one or two characters is the start of the pieces that begin where it occurs:
-- the first few names are tried, then the head of each such piece's list.
CREATE FUNCTION first_brand_containing(q text) RETURNS uuid
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
      SELECT t.name_lower, t.brand_id INTO n, b FROM brand_name_trigrams t
      WHERE t.trigram = grams[i] AND (t.name_lower, t.brand_id) >= (cur_name, cur_id)
      ORDER BY t.name_lower, t.brand_id LIMIT 1;
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
        SELECT s.name_lower, s.brand_id, strpos(s.name_lower, q) > 0 INTO n, b, hit FROM (
          SELECT t.name_lower, t.brand_id, row_number() OVER (ORDER BY t.name_lower, t.brand_id) AS r
          FROM brand_name_trigrams t
          WHERE t.trigram = grams[i] AND (t.name_lower, t.brand_id) > (cur_name, cur_id)
          ORDER BY t.name_lower, t.brand_id LIMIT run
        ) AS s
        WHERE strpos(s.name_lower, q) > 0 OR s.r = run
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
  SELECT h.id INTO b FROM (SELECT x.name_lower, x.id FROM brands x ORDER BY x.name_lower, x.id LIMIT 32) AS h
  WHERE strpos(h.name_lower, q) > 0 ORDER BY h.name_lower, h.id LIMIT 1;
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
    SELECT t.name_lower, t.brand_id INTO n, b FROM brand_name_trigrams t
    WHERE t.trigram = g ORDER BY t.name_lower, t.brand_id LIMIT 1;
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
-- The nav search decision of spec 000 §2: the brand with exactly this (lower-cased) name, else the
-- first brand in name order whose name contains it. A function, so that the plans of its few
-- statements are made once per connection rather than at every lookup.
CREATE FUNCTION brand_nav_lookup(q text) RETURNS TABLE (slug text, match text)
LANGUAGE plpgsql STABLE STRICT AS $$
DECLARE
  found_id uuid;
BEGIN
  RETURN QUERY SELECT b.slug, 'exact'::text FROM brands b WHERE b.name_lower = q ORDER BY b.id LIMIT 1;
  IF FOUND THEN
    RETURN;
  END IF;
  found_id := first_brand_containing(q);
  IF found_id IS NOT NULL THEN
    RETURN QUERY SELECT b.slug, 'contains'::text FROM brands b WHERE b.id = found_id;
  END IF;
END
$$;
