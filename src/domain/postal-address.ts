/**
 * A postal address read from the lines of a page's footer or contact block, as a visitor reads
 * it: a street with its number, then a postcode and a town ('Vorwerks Hof 9 / 32130 Enger'), or
 * an American town, state and ZIP code ('Chambersburg, PA 17202'), or a British town and postcode
 * ('London SW1A 1AA').
 */
export interface PostalAddress {
  street: string | null;
  postcode: string;
  locality: string;
  /** The American state, as its two letters. */
  region: string | null;
  /** As the address writes it, else the country of the site's domain when the postcode is of its form. */
  country: string | null;
}

/** Lines examined at most: a footer's address sits among a few dozen. */
const MAX_LINES = 400;
/** A line longer than this is prose, not an address; the rules below never read one. */
const MAX_LINE_CHARS = 200;
/** A capitalised word; a hyphen joins words ('Kastelbell-Tschars') and belongs to no word, so a line cannot be split two ways. */
const WORD = "\\p{Lu}[\\p{L}.'’]*";
const TOWN = `${WORD}(?:[ -](?:${WORD}|am|an|im|in|la|le|les|de|del|di|en|sur|sous|upon|on|the)){0,4}`;

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);
/** 'Chambersburg, PA 17202', 'New York, NY 10001-2345'. */
const US_TOWN_LINE = new RegExp(
  `(?:^|,\\s*)(${TOWN}),?\\s+([A-Z]{2})\\.?\\s+(\\d{5})(?:-\\d{4})?(?=$|\\s*,)`,
  'u',
);
/** '32130 Enger', 'D-32130 Enger', '1012 AB Amsterdam', '114 55 Stockholm', '39020 Kastelbell (BZ)'. */
const POSTCODE_TOWN = new RegExp(
  `^(?:[A-Z]{1,2}[-–]\\s?)?(\\d{5}|\\d{4}(?:\\s?[A-Z]{2}(?=\\s))?|\\d{3}\\s\\d{2})\\s+(${TOWN}(?:\\s\\([A-Z]{2}\\))?)$`,
  'u',
);
/** 'London SW1A 1AA', 'SW1A 1AA'. */
const UK_POSTCODE = new RegExp(`^(?:(${TOWN}),?\\s+)?([A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2})$`, 'u');
/** A street and its number: 'Vorwerks Hof 9', 'Theodorstraße 180a', '1000 Potato Roll Lane', '12, rue de la Paix'. */
const STREET =
  /^(?:\p{L}[\p{L}.'’ -]{1,50}\s\d{1,4}\s?[a-zA-Z]?(?:\s?[-/]\s?\d{1,4}[a-zA-Z]?)?|\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4})?,?\s+\p{L}[\p{L}.'’ -]{2,50})$/u;

/** Countries an address names on a line of its own, in English and in their own languages. */
const COUNTRY_NAMES = new Set([
  'germany',
  'deutschland',
  'austria',
  'österreich',
  'switzerland',
  'schweiz',
  'suisse',
  'svizzera',
  'france',
  'italy',
  'italia',
  'spain',
  'españa',
  'portugal',
  'netherlands',
  'the netherlands',
  'nederland',
  'belgium',
  'belgië',
  'belgique',
  'luxembourg',
  'denmark',
  'danmark',
  'sweden',
  'sverige',
  'norway',
  'norge',
  'finland',
  'suomi',
  'ireland',
  'united kingdom',
  'uk',
  'england',
  'scotland',
  'usa',
  'u.s.a.',
  'united states',
  'united states of america',
  'canada',
  'australia',
  'new zealand',
]);

/** A site's country domain, and the form of that country's postcodes. */
const DOMAIN_COUNTRIES: Record<string, { country: string; postcode: RegExp }> = {
  de: { country: 'Germany', postcode: /^\d{5}$/ },
  at: { country: 'Austria', postcode: /^\d{4}$/ },
  ch: { country: 'Switzerland', postcode: /^\d{4}$/ },
  fr: { country: 'France', postcode: /^\d{5}$/ },
  it: { country: 'Italy', postcode: /^\d{5}$/ },
  es: { country: 'Spain', postcode: /^\d{5}$/ },
  nl: { country: 'Netherlands', postcode: /^\d{4}\s?[A-Z]{2}$/ },
  be: { country: 'Belgium', postcode: /^\d{4}$/ },
  dk: { country: 'Denmark', postcode: /^\d{4}$/ },
  no: { country: 'Norway', postcode: /^\d{4}$/ },
  se: { country: 'Sweden', postcode: /^\d{3}\s?\d{2}$/ },
  fi: { country: 'Finland', postcode: /^\d{5}$/ },
  uk: { country: 'United Kingdom', postcode: /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/ },
};

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A line cut where an address separates its parts: commas, bars, middle dots, bullets. A house
 * number written before its street with a comma ('12, rue de la Paix') stays with the street.
 */
function segmentsOf(line: string): string[] {
  const parts = line
    .split(/\s*[,|·•]\s*/)
    .map(clean)
    .filter(Boolean);
  const joined: string[] = [];
  for (const [i, part] of parts.entries()) {
    const previous = parts[i - 1];
    if (previous !== undefined && /^\d{1,5}[a-zA-Z]?$/.test(previous) && /^\p{L}/u.test(part))
      joined[joined.length - 1] = `${previous}, ${part}`;
    else joined.push(part);
  }
  return joined;
}

function countryNamed(segment: string | undefined): string | null {
  return segment && COUNTRY_NAMES.has(segment.toLowerCase()) ? segment : null;
}

/** The country of a host's domain ('www.example.de' → Germany) when the postcode has that country's form. */
export function countryOfDomain(host: string | undefined, postcode: string): string | null {
  const tld = host?.toLowerCase().split('.').pop();
  const known = tld ? DOMAIN_COUNTRIES[tld] : undefined;
  return known?.postcode.test(postcode) ? known.country : null;
}

/**
 * The first postal address in a block's lines, or null. A continental or British postcode counts
 * only after a street with its number, so a year before a town ('2018 Bonn') or a phone number is
 * not taken for one; an American state and ZIP code are distinct enough alone.
 */
export function findPostalAddress(lines: readonly string[], host?: string): PostalAddress | null {
  const segments = lines.slice(0, MAX_LINES).flatMap((line) => {
    const text = clean(line);
    if (text.length > MAX_LINE_CHARS) return [''];
    // The American form keeps its comma: 'Chambersburg, PA 17202' is one part.
    const us = US_TOWN_LINE.exec(text);
    if (us) {
      const end = us.index + us[0].length;
      return [
        ...segmentsOf(text.slice(0, us.index)),
        us[0].replace(/^,\s*/, ''),
        ...segmentsOf(text.slice(end)),
      ];
    }
    return segmentsOf(text);
  });
  for (const [i, segment] of segments.entries()) {
    const previous = segments[i - 1];
    const street = previous && STREET.test(previous) ? previous : null;
    const us = US_TOWN_LINE.exec(segment);
    if (us?.[1] && us[2] && us[3] && US_STATES.has(us[2])) {
      return {
        street,
        postcode: us[3],
        locality: us[1],
        region: us[2],
        country: countryNamed(segments[i + 1]),
      };
    }
    const continental = POSTCODE_TOWN.exec(segment);
    if (continental?.[1] && continental[2] && street) {
      const postcode = continental[1];
      return {
        street,
        postcode,
        locality: continental[2],
        region: null,
        country: countryNamed(segments[i + 1]) ?? countryOfDomain(host, postcode),
      };
    }
    const uk = UK_POSTCODE.exec(segment);
    if (uk?.[2]) {
      // The town is before the postcode on its line, else the part before it when that has no number.
      const town = uk[1] ?? (previous && !/\d/.test(previous) && !street ? previous : null);
      const streetBefore = segments.slice(Math.max(0, i - 3), i).some((s) => STREET.test(s));
      if (town && streetBefore) {
        return {
          street: segments.slice(Math.max(0, i - 3), i).find((s) => STREET.test(s)) ?? null,
          postcode: uk[2],
          locality: town,
          region: null,
          country: countryNamed(segments[i + 1]) ?? countryOfDomain(host, uk[2]),
        };
      }
    }
  }
  return null;
}

/** How the brand page states a headquarters read from an address: its town, state or country. */
export function headquartersOfAddress(address: PostalAddress): string {
  return [address.locality, address.region, address.country].filter(Boolean).join(', ');
}
