import type { Browser, BrowserServer } from 'playwright-core';
import type { Logger } from '../../logger';
import { BlackholeProxy } from './blackhole-proxy';
import { commandLine, processTree, residentBytes, treeResidentBytes } from './process-memory';
import { RenderError } from './render-error';
import {
  RENDER_TIMES,
  type RenderedPage,
  type RenderRequest,
  type RenderTimes,
  renderPage,
} from './render-page';

/** A renderer process using more than this is ended: its page fails, the others go on. */
export const RENDERER_MEMORY_LIMIT_BYTES = 768 * 1024 * 1024;
/** The browser is replaced after this many renders, when idle, so nothing it keeps piles up. */
const RECYCLE_AFTER_RENDERS = 100;
const WATCHDOG_INTERVAL_MS = 250;

/**
 * The switches the browser runs with. Every request is answered by the request guard; the proxy
 * (a black hole of ours, loopback included) catches anything that would leave by another way,
 * and WebRTC may only use it. The V8 heap is bounded, so a page that allocates without end
 * crashes its own renderer rather than the machine.
 */
export function chromiumArgs(proxyPort: number): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--no-default-browser-check',
    '--disable-dev-shm-usage',
    '--disable-extensions',
    '--disable-default-apps',
    '--disable-breakpad',
    '--disable-domain-reliability',
    '--disable-features=Translate,MediaRouter,OptimizationHints,AutofillServerCommunication,DialMediaRouteProvider,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater',
    '--mute-audio',
    '--hide-scrollbars',
    '--autoplay-policy=user-gesture-required',
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    '--proxy-bypass-list=<-loopback>',
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--js-flags=--max-old-space-size=384',
  ];
}

/** Waiting turns for a bounded number of pages. */
class PageSlots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly size: number) {}

  get busy(): number {
    return this.used;
  }

  async take(signal: AbortSignal): Promise<() => void> {
    if (signal.aborted) throw new RenderError('busy', 'The analysis ran out of time waiting for the browser');
    if (this.used >= this.size) {
      await new Promise<void>((resolve, reject) => {
        const admit = () => {
          signal.removeEventListener('abort', onAbort);
          resolve();
        };
        const onAbort = () => {
          const index = this.waiting.indexOf(admit);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(new RenderError('busy', 'The analysis ran out of time waiting for the browser'));
        };
        this.waiting.push(admit);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    } else {
      this.used++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    };
  }
}

export interface RendererOptions {
  executablePath: string;
  /** Pages rendered at once (ANALYZER_RENDER_PAGES). */
  maxPages: number;
  logger: Logger;
  /** Ends a renderer process above this many bytes (RENDERER_MEMORY_LIMIT_BYTES). */
  rendererMemoryLimit?: number;
  /** Each render's time limits, where they differ from production's (RENDER_TIMES). */
  times?: Partial<RenderTimes>;
}

/** Memory of this process and of its browser, in bytes. */
export interface RendererMemory {
  worker: number;
  browser: number;
  total: number;
}

/**
 * The worker process's one browser: started on the first render, each analysis in a fresh
 * context of its own, at most `maxPages` at once. A browser that dies is started again for the
 * next render; one that stops answering is killed. A watchdog ends any renderer process that
 * grows past its memory limit, so a page that allocates without end fails alone.
 */
export class Renderer {
  private server: BrowserServer | null = null;
  private browser: Browser | null = null;
  private starting: Promise<Browser> | null = null;
  private readonly proxy = new BlackholeProxy();
  private readonly slots: PageSlots;
  private watchdog: NodeJS.Timeout | null = null;
  private rendersSinceStart = 0;
  private closed = false;
  /** Counters for the log and the bench. */
  launches = 0;
  renders = 0;
  killedForMemory = 0;

  constructor(private readonly options: RendererOptions) {
    this.slots = new PageSlots(Math.max(1, options.maxPages));
  }

  get executablePath(): string {
    return this.options.executablePath;
  }

  /** Connections that reached the black-hole proxy (requests that tried to go around the guard). */
  get proxyRefusals(): number {
    return this.proxy.refused;
  }

  async render(request: RenderRequest): Promise<RenderedPage> {
    if (this.closed) throw new RenderError('unavailable', 'The browser has been shut down');
    const release = await this.slots.take(request.signal);
    const killedBefore = this.killedForMemory;
    try {
      const browser = await this.ensureBrowser();
      this.startWatchdog();
      const page = await renderPage(
        browser,
        request,
        () => {
          this.options.logger.warn('the browser stopped answering: it is replaced');
          void this.restart();
        },
        this.times,
      );
      return page;
    } catch (error) {
      if (error instanceof RenderError && error.reason === 'crashed' && this.killedForMemory > killedBefore) {
        throw new RenderError(
          'crashed',
          `The page used more than ${Math.round(this.memoryLimit / 1024 / 1024)} MB of memory and was stopped`,
        );
      }
      if (error instanceof RenderError) throw error;
      const message = (error as Error).message.split('\n')[0] ?? 'unknown error';
      if (!this.browser?.isConnected()) this.forget();
      throw new RenderError('browser-failed', `The browser failed: ${message}`);
    } finally {
      this.renders++;
      this.rendersSinceStart++;
      release();
      if (this.slots.busy === 0) {
        this.stopWatchdog();
        if (this.rendersSinceStart >= RECYCLE_AFTER_RENDERS) void this.restart();
      }
    }
  }

  /** Resident memory of the worker process and of the browser's processes. */
  memory(): RendererMemory {
    const worker = process.memoryUsage().rss;
    const pid = this.server?.process().pid;
    const browser = pid ? treeResidentBytes(pid) : 0;
    return { worker, browser, total: worker + browser };
  }

  /** The browser's process id, while it runs. */
  get browserPid(): number | null {
    return this.server?.process().pid ?? null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopWatchdog();
    await this.shutDown();
    await this.proxy.close();
  }

  /** The time limits each render is held to. */
  get times(): RenderTimes {
    return { ...RENDER_TIMES, ...this.options.times };
  }

  private get memoryLimit(): number {
    return this.options.rendererMemoryLimit ?? RENDERER_MEMORY_LIMIT_BYTES;
  }

  private async ensureBrowser(): Promise<Browser> {
    if (this.browser?.isConnected()) return this.browser;
    this.starting ??= this.launch().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async launch(): Promise<Browser> {
    const started = performance.now();
    const port = await this.proxyPort();
    // Loaded with the first render: a process that never renders does not pay for the library.
    const { chromium } = await import('playwright-core');
    const server = await chromium
      .launchServer({
        executablePath: this.options.executablePath,
        headless: true,
        args: chromiumArgs(port),
        timeout: 30_000,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      .catch((error: unknown) => {
        throw new RenderError(
          'browser-failed',
          `The browser could not be started: ${(error as Error).message.split('\n')[0]}`,
        );
      });
    const browser = await chromium.connect(server.wsEndpoint());
    browser.on('disconnected', () => {
      if (this.browser === browser) this.forget();
    });
    this.server = server;
    this.browser = browser;
    this.launches++;
    this.rendersSinceStart = 0;
    this.options.logger.info(
      { pid: server.process().pid, ms: Math.round(performance.now() - started) },
      'browser started for rendered analyses',
    );
    return browser;
  }

  private proxyPortNumber: number | null = null;
  private async proxyPort(): Promise<number> {
    this.proxyPortNumber ??= await this.proxy.start();
    return this.proxyPortNumber;
  }

  private forget() {
    const server = this.server;
    this.browser = null;
    this.server = null;
    if (server) void server.kill().catch(() => {});
  }

  /** Replaces the browser: the next render starts a new one. */
  private async restart(): Promise<void> {
    await this.shutDown();
  }

  private async shutDown(): Promise<void> {
    const browser = this.browser;
    const server = this.server;
    this.browser = null;
    this.server = null;
    if (browser) {
      await Promise.race([browser.close().catch(() => {}), new Promise((r) => setTimeout(r, 3_000))]);
    }
    if (server) await server.kill().catch(() => {});
  }

  private startWatchdog() {
    if (this.watchdog) return;
    this.watchdog = setInterval(() => this.checkRenderers(), WATCHDOG_INTERVAL_MS);
    this.watchdog.unref();
  }

  private stopWatchdog() {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
  }

  /** Ends renderer processes above their memory limit (their page reports a crash). */
  private checkRenderers() {
    const pid = this.server?.process().pid;
    if (!pid) return;
    for (const child of processTree(pid).slice(1)) {
      if (residentBytes(child) <= this.memoryLimit) continue;
      if (!commandLine(child).includes('--type=renderer')) continue;
      try {
        process.kill(child, 'SIGKILL');
        this.killedForMemory++;
        this.options.logger.warn({ pid: child }, 'a page used too much memory: its renderer was stopped');
      } catch {
        // it ended by itself
      }
    }
  }
}
