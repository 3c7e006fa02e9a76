import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { chooseBrowser, DEBIAN_CHROMIUM } from './browser-executable';
import { closeProcessRenderService, processRenderService } from './process-renderer';

describe('ANALYZER_BROWSER', () => {
  it('is auto by default, with two pages at once per worker', () => {
    const config = loadConfig({});
    expect(config.analyzerBrowser).toEqual({ mode: 'auto' });
    expect(config.analyzerRenderPages).toBe(2);
    expect(loadConfig({ ANALYZER_RENDER_PAGES: '4' }).analyzerRenderPages).toBe(4);
  });

  it('refuses a relative path, a path with no executable, and a page cap out of range', () => {
    for (const env of [
      { ANALYZER_BROWSER: 'chromium' },
      { ANALYZER_BROWSER: '/nowhere/chromium' },
      { ANALYZER_RENDER_PAGES: '0' },
      { ANALYZER_RENDER_PAGES: '17' },
    ])
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
  });

  it('auto renders with Debian’s Chromium when it is installed, and says why not otherwise', () => {
    const choice = chooseBrowser({ mode: 'auto' });
    if (fs.existsSync(DEBIAN_CHROMIUM)) expect(choice).toEqual({ executablePath: DEBIAN_CHROMIUM });
    else
      expect(choice).toEqual({
        executablePath: null,
        reason: expect.stringContaining("install Debian's chromium package"),
      });
  });

  it('off never renders; a path renders with the executable there', () => {
    expect(chooseBrowser({ mode: 'off' })).toEqual({ executablePath: null, reason: 'ANALYZER_BROWSER=off' });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-'));
    const exe = path.join(dir, 'chromium');
    fs.writeFileSync(exe, '#!/bin/sh\n', { mode: 0o755 });
    const notExe = path.join(dir, 'readme');
    fs.writeFileSync(notExe, 'text', { mode: 0o644 });
    try {
      expect(chooseBrowser({ mode: 'path', path: exe })).toEqual({ executablePath: exe });
      expect(loadConfig({ ANALYZER_BROWSER: exe }).analyzerBrowser).toEqual({ mode: 'path', path: exe });
      expect(chooseBrowser({ mode: 'path', path: notExe })).toEqual({
        executablePath: null,
        reason: `no executable browser at ${notExe}`,
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the worker process's render service", () => {
  it('is one renderer per process; none, with the reason, when off', async () => {
    const logger = createLogger('silent');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-'));
    const exe = path.join(dir, 'chromium');
    fs.writeFileSync(exe, '#!/bin/sh\n', { mode: 0o755 });
    try {
      const config = { analyzerBrowser: { mode: 'path' as const, path: exe }, analyzerRenderPages: 3 };
      const first = processRenderService(config, logger);
      // The browser itself starts with the first render: asking twice gives the same one.
      expect(first.renderer?.executablePath).toBe(exe);
      expect(processRenderService(config, logger)).toBe(first);
      await closeProcessRenderService();
      const off = processRenderService({ analyzerBrowser: { mode: 'off' }, analyzerRenderPages: 2 }, logger);
      expect(off).toEqual({ renderer: null, unavailable: 'ANALYZER_BROWSER=off' });
    } finally {
      await closeProcessRenderService();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
