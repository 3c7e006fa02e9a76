import type { FixtureSite } from '../../../test/fixture-server';
import type { LogoSourceKind } from '../../logos/logo-candidates';

/** What the analyzer must find on a fixture site: the site's known truth. */
export interface FixtureTruth {
  tagline: string | null;
  description: string | null;
  keywords: string[];
  mission: string | null;
  vision: string | null;
  yearFounded: number | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  accentColor: string | null;
  logo: { kind: LogoSourceKind; fileType: 'SVG' | 'PNG' } | null;
}

/** A small website of a made-up brand, served from memory on 127.0.0.1 by the tests. */
export interface FixtureBrandSite {
  /** The name a user types into the wizard. */
  name: string;
  industry: string;
  /** What this site's shape exercises. */
  shape: string;
  /** The address to analyse, relative to the server's origin. */
  entryPath: string;
  pages(): Promise<FixtureSite>;
  truth: FixtureTruth;
}

/** A site that must make the analysis fail, and the words its analysis_error must contain. */
export interface FailingFixtureSite {
  name: string;
  shape: string;
  entryPath: string;
  pages(): Promise<FixtureSite>;
  error: RegExp;
}

/** A page with the given head and body. */
export function htmlPage(head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}
