import type { Request, Route } from 'playwright-core';
import { FetchError } from '../../net/fetcher/fetch-error';
import { assertAllowedByRobots } from '../../net/fetcher/robots';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { BLOCKED_RESOURCE_TYPES, isSameSite, isTrackerHost } from './blocked-requests';
import { guardedFetch } from './guarded-fetch';

/** How much one rendered page may load. */
export interface RenderLimits {
  /** Requests answered; past it every request is refused. */
  maxRequests: number;
  /** Bytes of all answers together. */
  maxTotalBytes: number;
  /** Documents loaded into the page's main frame (its own navigations and reloads). */
  maxDocuments: number;
}

export const RENDER_LIMITS: RenderLimits = {
  maxRequests: 250,
  maxTotalBytes: 40 * 1024 * 1024,
  maxDocuments: 4,
};

/** A stylesheet or font the page loaded, kept for the extractors. */
export interface CapturedResource {
  url: string;
  contentType: string;
  body: Buffer;
}

const MAX_KEPT_STYLESHEETS = 30;
const MAX_STYLESHEET_BYTES = 2 * 1024 * 1024;
const MAX_KEPT_FONTS = 16;
const MAX_FONT_BYTES = 3 * 1024 * 1024;
const MAX_REFUSALS_KEPT = 100;
const DOCUMENT_TYPES = /text\/html|application\/xhtml\+xml/i;
const FONT_TYPES = /font\/|application\/(font|x-font|vnd\.ms-fontobject)/i;

export interface GuardOptions {
  policy: FetchPolicy;
  /** Ends every request of the render. */
  signal: AbortSignal;
  /** The host of the page under analysis: only its own site may be written to. */
  siteHost: string;
  /** Whether a request is a navigation of the page's main frame. */
  isMainDocument(request: Request): boolean;
  /** The Cookie header the browser would send (cookies set by the page's scripts). */
  cookieHeader(url: string): Promise<string>;
  limits?: RenderLimits;
}

/**
 * Answers every request of the rendered page itself (Playwright's route()): the browser never
 * touches the network. Each request passes the fetcher's policy (scheme, port, every resolved
 * address checked, the connection pinned to them, redirects followed and checked here) and the
 * site's robots.txt; trackers and media are refused; a page that asks too much is cut off at
 * its limits. What it refused, and why, is kept for the analysis log and the tests.
 */
export class RequestGuard {
  requests = 0;
  fulfilled = 0;
  bytes = 0;
  documents = 0;
  blockedTrackers = 0;
  blockedMedia = 0;
  overLimit = 0;
  /** Requests the policy or robots.txt refused, with the reason (the latest ones). */
  readonly refused: { url: string; reason: string }[] = [];
  /** The type of a main document that is no web page (a download). */
  notAPage: string | null = null;
  readonly stylesheets: CapturedResource[] = [];
  readonly fonts: CapturedResource[] = [];
  private inFlight = 0;
  /** The requests being answered now (what a page that never finishes loading waits for). */
  readonly pending = new Set<string>();
  private lastChange = performance.now();
  private readonly limits: RenderLimits;

  constructor(private readonly options: GuardOptions) {
    this.limits = options.limits ?? RENDER_LIMITS;
  }

  /** The route handler: every request of the page's context comes through here. */
  readonly handle = async (route: Route): Promise<void> => {
    const request = route.request();
    const key = `${request.resourceType()} ${request.url().slice(0, 200)}`;
    this.pending.add(key);
    this.inFlight++;
    this.lastChange = performance.now();
    try {
      // Once the page is there, a navigation that is refused answers 'no content', which keeps
      // the page as it is (an aborted one would replace it with the browser's error page).
      const laterNavigation = this.options.isMainDocument(request) && this.documents > 0;
      const refusal = await this.refusal(request);
      if (refusal) {
        if (laterNavigation) await route.fulfill({ status: 204, body: '' }).catch(() => {});
        else await route.abort(refusal === 'failed' ? 'failed' : 'blockedbyclient').catch(() => {});
        return;
      }
      await this.answer(route, request, laterNavigation);
    } finally {
      this.pending.delete(key);
      this.inFlight--;
      this.lastChange = performance.now();
    }
  };

  /** No request open, and none answered in the last `quietMs`. */
  isQuiet(quietMs: number): boolean {
    return this.inFlight === 0 && performance.now() - this.lastChange >= quietMs;
  }

  /** Resolves once no request has been open for `quietMs`, or after `maxMs`, or when the render ends. */
  async waitForQuiet(quietMs: number, maxMs: number): Promise<void> {
    const until = performance.now() + maxMs;
    while (performance.now() < until && !this.options.signal.aborted) {
      if (this.isQuiet(quietMs)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private refuse(url: string, reason: string) {
    this.refused.push({ url: url.slice(0, 300), reason: reason.slice(0, 300) });
    if (this.refused.length > MAX_REFUSALS_KEPT) this.refused.shift();
  }

  /** Why a request is not made, or null when it may be. */
  private async refusal(request: Request): Promise<string | null> {
    if (this.options.signal.aborted) return 'the render has ended';
    const url = request.url();
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      this.refuse(url, 'not an address');
      return 'not an address';
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      this.refuse(url, `scheme ${parsed.protocol}`);
      return 'scheme';
    }
    const type = request.resourceType();
    if (BLOCKED_RESOURCE_TYPES.has(type)) {
      this.blockedMedia++;
      return 'media';
    }
    if (isTrackerHost(parsed.hostname)) {
      this.blockedTrackers++;
      return 'tracker';
    }
    if (this.requests >= this.limits.maxRequests || this.bytes >= this.limits.maxTotalBytes) {
      this.overLimit++;
      return 'limit';
    }
    const method = request.method().toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !isSameSite(parsed.hostname, this.options.siteHost)) {
      this.refuse(url, `${method} to another site`);
      return 'write elsewhere';
    }
    if (this.options.isMainDocument(request)) {
      if (this.documents >= this.limits.maxDocuments) {
        this.overLimit++;
        this.refuse(url, `more than ${this.limits.maxDocuments} documents in the page`);
        return 'limit';
      }
      this.documents++;
    }
    this.requests++;
    try {
      await assertAllowedByRobots(url, this.options.policy, this.options.signal);
    } catch (error) {
      this.refuse(url, (error as Error).message);
      return error instanceof FetchError && error.reason === 'robots' ? 'robots' : 'failed';
    }
    return null;
  }

  private async answer(route: Route, request: Request, laterNavigation: boolean): Promise<void> {
    const url = request.url();
    const headers = { ...request.headers() };
    const cookie = await this.options.cookieHeader(url).catch(() => '');
    if (cookie) headers.cookie = cookie;
    let response: Awaited<ReturnType<typeof guardedFetch>>;
    try {
      response = await guardedFetch(
        url,
        this.options.policy,
        { method: request.method(), headers, body: request.postDataBuffer() },
        this.options.signal,
      );
    } catch (error) {
      this.refuse(url, (error as Error).message);
      if (laterNavigation) await route.fulfill({ status: 204, body: '' }).catch(() => {});
      else
        await route
          .abort(error instanceof FetchError && error.reason === 'timeout' ? 'timedout' : 'failed')
          .catch(() => {});
      return;
    }
    this.bytes += response.body.length;
    const contentType = response.headers['content-type'] ?? '';
    const type = request.resourceType();
    if (type === 'document') {
      const attachment = /attachment/i.test(response.headers['content-disposition'] ?? '');
      if (response.status < 400 && (attachment || !DOCUMENT_TYPES.test(contentType))) {
        // A download instead of a page: the browser is never given it.
        if (this.options.isMainDocument(request) && !laterNavigation)
          this.notAPage = contentType || 'unknown type';
        this.refuse(url, `not a web page (${contentType || 'unknown type'})`);
        if (laterNavigation) await route.fulfill({ status: 204, body: '' }).catch(() => {});
        else await route.abort('blockedbyclient').catch(() => {});
        return;
      }
    }
    this.keep(type, response.url, contentType, response.status, response.body);
    this.fulfilled++;
    await route
      .fulfill({ status: response.status, headers: response.headers, body: response.body })
      .catch(() => {});
  }

  private keep(type: string, url: string, contentType: string, status: number, body: Buffer) {
    if (status >= 400) return;
    if (
      (type === 'stylesheet' || /text\/css/i.test(contentType)) &&
      this.stylesheets.length < MAX_KEPT_STYLESHEETS &&
      body.length <= MAX_STYLESHEET_BYTES
    ) {
      this.stylesheets.push({ url, contentType, body });
    } else if (
      (type === 'font' || FONT_TYPES.test(contentType)) &&
      this.fonts.length < MAX_KEPT_FONTS &&
      body.length <= MAX_FONT_BYTES
    ) {
      this.fonts.push({ url, contentType, body });
    }
  }
}
