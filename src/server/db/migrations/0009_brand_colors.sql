CREATE TABLE "brand_colors" (
	"brand_id" uuid NOT NULL,
	"role" text NOT NULL,
	"hex" text NOT NULL,
	"l" double precision NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"cell" integer NOT NULL,
	CONSTRAINT "brand_colors_brand_id_hex_pk" PRIMARY KEY("brand_id","hex"),
	CONSTRAINT "brand_colors_role" CHECK ("brand_colors"."role" in ('primary', 'secondary', 'accent', 'palette'))
);
--> statement-breakpoint
ALTER TABLE "brand_colors" ADD CONSTRAINT "brand_colors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_colors_cell_idx" ON "brand_colors" USING btree ("cell","role");--> statement-breakpoint
-- CIELAB under D65 of an upper-case '#RRGGBB' colour, as culori's 'lab65' converts it (sRGB
-- transfer curve, the CSS Color 4 matrix to XYZ, the D65 white of x 0.3127, y 0.329). The
-- nearest-colour search measures CIEDE2000 on these coordinates; a test compares them with culori.
-- PL/pgSQL with local variables: as nested SQL functions it cost the brand inserts three times
-- their time.
CREATE FUNCTION hex_to_lab(hex text) RETURNS double precision[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  r double precision := ('x' || substr(hex, 2, 2))::bit(8)::int / 255.0::float8;
  g double precision := ('x' || substr(hex, 4, 2))::bit(8)::int / 255.0::float8;
  b double precision := ('x' || substr(hex, 6, 2))::bit(8)::int / 255.0::float8;
  e constant double precision := 216.0::float8 / 24389.0::float8;
  k constant double precision := 24389.0::float8 / 27.0::float8;
  fx double precision;
  fy double precision;
  fz double precision;
BEGIN
  r := CASE WHEN r <= 0.04045 THEN r / 12.92 ELSE power((r + 0.055) / 1.055, 2.4) END;
  g := CASE WHEN g <= 0.04045 THEN g / 12.92 ELSE power((g + 0.055) / 1.055, 2.4) END;
  b := CASE WHEN b <= 0.04045 THEN b / 12.92 ELSE power((b + 0.055) / 1.055, 2.4) END;
  fx := (0.4123907992659593::float8 * r + 0.357584339383878::float8 * g + 0.1804807884018343::float8 * b)
        / (0.3127::float8 / 0.329::float8);
  fy := 0.2126390058715102::float8 * r + 0.715168678767756::float8 * g + 0.0721923153607337::float8 * b;
  fz := (0.0193308187155918::float8 * r + 0.119194779794626::float8 * g + 0.9505321522496607::float8 * b)
        / ((1 - 0.3127::float8 - 0.329::float8) / 0.329::float8);
  fx := CASE WHEN fx > e THEN cbrt(fx) ELSE (k * fx + 16) / 116 END;
  fy := CASE WHEN fy > e THEN cbrt(fy) ELSE (k * fy + 16) / 116 END;
  fz := CASE WHEN fz > e THEN cbrt(fz) ELSE (k * fz + 16) / 116 END;
  RETURN ARRAY[116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
END
$$;
--> statement-breakpoint
-- The grid cell of a CIELAB colour: cells of 2 units, L index × 128 + a index (shifted by 64),
-- times 128, plus the b index, each index clamped to the grid (colorCellOf in
-- src/domain/nearest-color-region.ts packs them the same way).
CREATE FUNCTION brand_color_cell(lab double precision[]) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ((least(50, greatest(0, floor(lab[1] / 2)))::int * 128
          + least(127, greatest(0, floor(lab[2] / 2) + 64))::int) * 128
          + least(127, greatest(0, floor(lab[3] / 2) + 64))::int)
$$;
--> statement-breakpoint
-- A brand's distinct colours with the most important role each has: primary, secondary and
-- accent first, then the palette in order; values that are not '#RRGGBB' are left out.
CREATE FUNCTION brand_color_entries(primary_hex text, secondary_hex text, accent_hex text, palette text[])
RETURNS TABLE (role text, hex text)
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  seen text[] := '{}';
  value text;
  i int := 0;
BEGIN
  FOREACH value IN ARRAY ARRAY[primary_hex, secondary_hex, accent_hex] || coalesce(palette, '{}') LOOP
    i := i + 1;
    value := upper(btrim(value));
    CONTINUE WHEN value IS NULL OR value !~ '^#[0-9A-F]{6}$' OR value = ANY (seen);
    seen := seen || value;
    role := CASE i WHEN 1 THEN 'primary' WHEN 2 THEN 'secondary' WHEN 3 THEN 'accent' ELSE 'palette' END;
    hex := value;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- brand_colors follows brands on every write path (create, edit, import, analysis, seed): inserts a
-- statement at a time, colour changes a row at a time; deletes cascade.
CREATE FUNCTION brand_colors_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO brand_colors (brand_id, role, hex, l, a, b, cell)
    SELECT n.id, e.role, e.hex, v.lab[1], v.lab[2], v.lab[3], brand_color_cell(v.lab)
    FROM inserted n
    CROSS JOIN LATERAL brand_color_entries(n.primary_color, n.secondary_color, n.accent_color, n.color_palette) AS e
    CROSS JOIN LATERAL (SELECT hex_to_lab(e.hex) AS lab) AS v;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM brand_colors WHERE brand_id = OLD.id;
    INSERT INTO brand_colors (brand_id, role, hex, l, a, b, cell)
    SELECT NEW.id, e.role, e.hex, v.lab[1], v.lab[2], v.lab[3], brand_color_cell(v.lab)
    FROM brand_color_entries(NEW.primary_color, NEW.secondary_color, NEW.accent_color, NEW.color_palette) AS e
    CROSS JOIN LATERAL (SELECT hex_to_lab(e.hex) AS lab) AS v;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brand_colors_insert AFTER INSERT ON brands
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION brand_colors_sync();
--> statement-breakpoint
CREATE TRIGGER brand_colors_update AFTER UPDATE OF primary_color, secondary_color, accent_color, color_palette ON brands
FOR EACH ROW
WHEN (OLD.primary_color IS DISTINCT FROM NEW.primary_color OR OLD.secondary_color IS DISTINCT FROM NEW.secondary_color
      OR OLD.accent_color IS DISTINCT FROM NEW.accent_color OR OLD.color_palette IS DISTINCT FROM NEW.color_palette)
EXECUTE FUNCTION brand_colors_sync();
--> statement-breakpoint
INSERT INTO brand_colors (brand_id, role, hex, l, a, b, cell)
SELECT n.id, e.role, e.hex, v.lab[1], v.lab[2], v.lab[3], brand_color_cell(v.lab)
FROM brands n
CROSS JOIN LATERAL brand_color_entries(n.primary_color, n.secondary_color, n.accent_color, n.color_palette) AS e
CROSS JOIN LATERAL (SELECT hex_to_lab(e.hex) AS lab) AS v;
