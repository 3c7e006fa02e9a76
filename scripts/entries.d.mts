export interface ProcessEntry {
  /** The compiled file, relative to the repository (dist/server/<name>.js). */
  compiled: string;
  /** The TypeScript source it is compiled from. */
  source: string;
  /** Whether the process serves the web app (built first in development). */
  web: boolean;
}

export declare const ENTRIES: Readonly<
  Record<'server' | 'worker' | 'files' | 'admin' | 'seed', ProcessEntry>
>;
