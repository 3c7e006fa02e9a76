/**
 * Texts that site builders fill in until the owner writes their own ('Just another WordPress
 * site'): they say nothing about the brand and are never taken as its tagline or description.
 */
const PLACEHOLDERS = [
  /^just another wordpress (site|weblog|blog)\.?$/i,
  /^my (wordpress )?(blog|site|website)\.?$/i,
  /^(a|another) (new )?(wordpress|wix|squarespace|shopify|jimdo|weebly) (site|website|store|blog)\.?$/i,
  /^(powered by|proudly powered by|created with|made with) (wordpress|shopify|wix|squarespace|jimdo|weebly|webflow)\b/i,
  /^(site|website|page|store) description\.?$/i,
  /^lorem ipsum\b/i,
  /^(your|my) (tagline|slogan|description) here\.?$/i,
];

export function isPlaceholderText(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ').trim();
  return PLACEHOLDERS.some((pattern) => pattern.test(flat));
}
