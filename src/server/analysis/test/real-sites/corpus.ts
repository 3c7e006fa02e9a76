import fs from 'node:fs';
import path from 'node:path';

/** One recorded answer of a replayed site (routes.json of the real-sites corpus). */
export interface RecordedRoute {
  status: number;
  contentType?: string;
  location?: string;
  file?: string;
  synthetic?: boolean;
}

export interface SiteRoutes {
  page_url: string;
  page_host: string;
  page_path: string;
  page_kind: string;
  routes: Record<string, RecordedRoute>;
}

export interface TruthLogo {
  url: string | null;
  kind: string;
  served: string | null;
  source: string;
}

export interface TruthSocial {
  network: string;
  url: string;
  source: string;
}

/** The hand-written truth of one site: only the fields the runner scores are typed. */
export interface SiteTruth {
  id: string;
  page: { url: string; kind: string; language?: string };
  name: { value: string; aliases?: string[] };
  tagline: { value: string | null; source?: string };
  description: { value: string | null; source?: string };
  logo: TruthLogo[];
  colour: {
    primary: string | null;
    confidence: string | null;
    basis?: string | null;
    page_declared?: { value: string; where: string }[];
  };
  social: TruthSocial[];
  social_ambiguous?: TruthSocial[];
  feed: { value: string | null; type?: string; source?: string } | null;
  founding_year: { value: number | null; source?: string } | null;
  /** Facts written on some sites only: the address as the page states it, with where. */
  extra?: { headquarters?: string };
}

export interface CorpusSite {
  id: string;
  dir: string;
  routes: SiteRoutes;
  truth: SiteTruth;
}

/** Where the corpus lives: REAL_SITES_DIR, else a `shared/real-sites` folder beside a parent of the repo. */
export function findCorpusDir(start = process.cwd()): string | null {
  const fromEnv = process.env.REAL_SITES_DIR;
  if (fromEnv) return fs.existsSync(path.join(fromEnv, 'truth')) ? path.resolve(fromEnv) : null;
  let dir = path.resolve(start);
  for (let depth = 0; depth < 4; depth++) {
    const candidate = path.join(dir, '..', 'shared', 'real-sites');
    if (fs.existsSync(path.join(candidate, 'truth'))) return path.resolve(candidate);
    dir = path.dirname(dir);
  }
  return null;
}

/** Every site of the corpus with its routes and truth, in id order. */
export function loadCorpus(corpusDir: string): CorpusSite[] {
  const truthDir = path.join(corpusDir, 'truth');
  return fs
    .readdirSync(truthDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const truth = JSON.parse(fs.readFileSync(path.join(truthDir, file), 'utf8')) as SiteTruth;
      const dir = path.join(corpusDir, 'sites', truth.id);
      const routes = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')) as SiteRoutes;
      return { id: truth.id, dir, routes, truth };
    });
}
