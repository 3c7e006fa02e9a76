import fs from 'node:fs';
import type { Config } from '../../config';

/** Where Debian's chromium package installs the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser the analyzer renders with, or why it reads static HTML only. */
export type BrowserChoice = { executablePath: string } | { executablePath: null; reason: string };

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * ANALYZER_BROWSER: `auto` uses Debian's Chromium when it is installed, `off` never renders, a
 * path names the executable (checked when the configuration is read).
 */
export function chooseBrowser(setting: Config['analyzerBrowser']): BrowserChoice {
  if (setting.mode === 'off') return { executablePath: null, reason: 'ANALYZER_BROWSER=off' };
  if (setting.mode === 'path') {
    return isExecutable(setting.path)
      ? { executablePath: setting.path }
      : { executablePath: null, reason: `no executable browser at ${setting.path}` };
  }
  return isExecutable(DEBIAN_CHROMIUM)
    ? { executablePath: DEBIAN_CHROMIUM }
    : {
        executablePath: null,
        reason: `no Chromium at ${DEBIAN_CHROMIUM} (install Debian's chromium package to render pages)`,
      };
}
