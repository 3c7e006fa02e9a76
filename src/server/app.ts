import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { accountRoutes } from './account/routes';
import { followBulkRun } from './admin/bulk-run';
import { csvExportRoutes } from './admin/export-csv';
import { mediaRoutes } from './admin/media-routes';
import { adminRoutes } from './admin/routes';
import { createAndAnalyze } from './analysis/create-and-analyze';
import { candidateRoutes } from './analysis/routes/candidate-routes';
import { colorLogoRoutes } from './analysis/routes/color-logo-routes';
import { intelRoutesFromConfig } from './analysis/routes/intel-routes';
import { singleBrandQuotas } from './analysis/routes/single-brand-quota';
import { wizardRoutes } from './analysis/routes/wizard-routes';
import { documentApiKeys } from './api-keys/api-key-openapi';
import { authenticateApiKey } from './api-keys/authenticate-api-key';
import { apiKeyRoutes } from './api-keys/routes';
import { createAuth, isAuthEndpoint, MAGIC_LINKS_PER_MINUTE, withClientAddress } from './auth/auth';
import { SESSION_PATH, withoutSessionSecrets } from './auth/session-answer';
import { loadSessionUser } from './auth/session-user';
import type { BillingProvider } from './billing/billing-provider';
import { createDisabledBilling } from './billing/disabled-billing';
import { createLocalBilling } from './billing/local-billing';
import { billingRoutes, type StripeWebhookContext } from './billing/routes';
import { brandPageMeta } from './brands/brand-page-meta';
import { catalogueRoutes } from './brands/catalogue-routes';
import { brandRoutes } from './brands/routes';
import { sharePreviewRoutes } from './brands/share-preview/routes';
import { colorRoutes } from './colors/routes';
import type { Config } from './config';
import { correctionRoutes } from './corrections/routes';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/database-errors';
import { AppError, RateLimitedError } from './errors';
import { eventAudience } from './events/event-audience';
import { createLocalEventBus, type EventBus } from './events/event-bus';
import { eventRoutes } from './events/routes';
import { favoriteRoutes } from './favorites/routes';
import { fontRoutes } from './fonts/routes';
import { historyRoutes } from './history/routes';
import { admitBeforeLargeBodies } from './http/admit-before-large-bodies';
import { allowedMethodsOf } from './http/allowed-methods';
import { renderApiDocs } from './http/api-docs';
import { bodyLimits } from './http/body-limits';
import { peerAddress, resolveClientAddress, trustedProxies } from './http/client-address';
import { compressAnswers } from './http/compress-answers';
import { createLoadShedder, DEFAULT_LOAD_SHEDDING, type LoadSheddingOptions } from './http/load-shedding';
import { validationHook } from './http/openapi';
import { privateAnswers } from './http/private-answers';
import { problemJson } from './http/problem';
import { createPublicReadCache } from './http/public-read-cache';
import { RateLimiter, rateLimit } from './http/rate-limit';
import { refuseDeepJson } from './http/refuse-deep-json';
import { refuseNulCharacters } from './http/refuse-nul';
import { wellFormedRequestId } from './http/request-id';
import { atOrigin, siteOriginFor } from './http/request-origin';
import { routeRulesOf } from './http/route-rules';
import { sameOriginWrites } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import type { AppEnv } from './http/types';
import { webAppRoutes } from './http/web-app';
import type { Logger } from './logger';
import type { MailboxEntry } from './mail/dev-mailbox';
import { devMailboxRoutes } from './mail/dev-mailbox-routes';
import type { Mailer } from './mail/mailer';
import { mcpDescription } from './mcp/mcp-openapi';
import { MCP_BODY_MAX_BYTES, MCP_BODY_TOO_LARGE_MESSAGE, MCP_PATH, mcpRoutes } from './mcp/routes';
import { MCP_TOOLS } from './mcp/tools';
import { fetchPolicyFor } from './net/fetcher/fetch-policy';
import type { FetchPolicy } from './net/fetcher/safe-fetch';
import { publicStorageOrigin } from './storage/create-storage';
import { filesRoutes } from './storage/routes';
import { STORAGE_RETRY_AFTER_SECONDS, type Storage, StorageUnavailableError } from './storage/storage';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/**
 * How long list totals, filter options and the catalogue views are kept at most; any brand
 * created or changed clears them sooner (live events).
 */
const CATALOGUE_CACHE_TTL_MS = 60_000;

/**
 * Bodies of the API's JSON routes, read whole before a route sees them (the NUL guard, the
 * sign-in limiter, zod): far above any form of ours, far below what would hurt the process. The
 * CSV import and the file uploads declare larger limits of their own (accessRoute's `bodyLimit`).
 */
export const API_BODY_MAX_BYTES = 1024 * 1024;
export const API_BODY_TOO_LARGE_MESSAGE = 'The request body is larger than 1 MB';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  logger: Logger;
  mailer: Mailer;
  /** The development mailbox's mails, when mail is not sent through SMTP. */
  devMailbox?: () => MailboxEntry[];
  webDistDir?: string;
  /** Stripe when configured; the local test mode otherwise. */
  billing?: BillingProvider;
  stripeWebhook?: StripeWebhookContext;
  /** Live events; in-process unless several instances share a PostgreSQL server. */
  events?: EventBus;
  /** Called when analysis work was queued, so an in-process worker starts at once. */
  onJobQueued?: () => void;
  /** Overload protection; on by default outside tests, null turns it off. */
  loadShedding?: LoadSheddingOptions | null;
  /** How the server fetches from the web; from the configuration by default (tests trust their own certificate). */
  fetchPolicy?: FetchPolicy;
}

/** Assembles the HTTP app from the feature routers; no port, so tests call app.request(). */
export function createApp(deps: AppDeps) {
  const { config, database, storage, logger } = deps;
  const { db } = database;
  const proxies = trustedProxies(config.trustedProxies);
  const siteOrigin = siteOriginFor(config, proxies);
  const auth = createAuth({
    db,
    config,
    mailer: deps.mailer,
    origins: {
      fallback: config.appUrl,
      fixed: config.appUrlFixed,
      ownOrigin: (request) => new URL(request.url).origin,
    },
  });
  // The API's routes are assembled first: each declares its own access, quota, body limit and
  // multipart uploads and cross-site calls, and the middleware below reads those (route-rules.ts).
  const events = deps.events ?? createLocalEventBus();
  // Calls answered at once, counted per app; the routes that count against them say so.
  const quotas = singleBrandQuotas();
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const billing =
    deps.billing ?? (config.billing.mode === 'disabled' ? createDisabledBilling() : createLocalBilling());
  if (config.isProduction && billing.kind === 'local')
    throw new Error('The test checkout is never offered in production');
  // Adding a brand starts its analysis: the analysis quota (analysis-quota.ts) bounds both.
  api.route(
    '/',
    brandRoutes(
      db,
      {
        createAndAnalyze: (input, actor, clientAddress) =>
          createAndAnalyze(db, events, input, actor, deps.onJobQueued ?? (() => {}), clientAddress),
      },
      { cacheTtlMs: config.env === 'test' ? 0 : CATALOGUE_CACHE_TTL_MS, events },
    ),
  );
  api.route(
    '/',
    catalogueRoutes(db, { cacheTtlMs: config.env === 'test' ? 0 : CATALOGUE_CACHE_TTL_MS, events }),
  );
  api.route('/', sharePreviewRoutes(db, storage));
  api.route('/', colorRoutes(db, { cacheTtlMs: config.env === 'test' ? 0 : CATALOGUE_CACHE_TTL_MS, events }));
  api.route('/', favoriteRoutes(db));
  api.route('/', mediaRoutes(db, storage, events, deps.fetchPolicy ?? fetchPolicyFor(config)));
  api.route('/', fontRoutes(db, storage));
  api.route('/', adminRoutes(db, events, deps.onJobQueued ?? (() => {})));
  // A bulk run moves on as each brand's analysis ends; the bus is closed with the app.
  followBulkRun(db, events, deps.onJobQueued ?? (() => {}));
  api.route(
    '/',
    colorLogoRoutes({
      db,
      storage,
      events,
      fetchPolicy: deps.fetchPolicy ?? fetchPolicyFor(config),
      onJobQueued: deps.onJobQueued ?? (() => {}),
      quotas,
    }),
  );
  api.route(
    '/',
    candidateRoutes({ db, storage, events, fetchPolicy: deps.fetchPolicy ?? fetchPolicyFor(config) }),
  );
  api.route('/', wizardRoutes(db, events, deps.onJobQueued ?? (() => {})));
  api.route('/', intelRoutesFromConfig({ db, events, logger, config, quotas }));
  api.route('/', csvExportRoutes(db));
  api.route('/', historyRoutes(db, events));
  api.route('/', apiKeyRoutes(db, config.apiQuotas));
  api.route('/', correctionRoutes({ db, events, mailer: deps.mailer, logger, appUrl: config.appUrl }));
  api.route('/', accountRoutes(db, config, auth));
  api.route('/', billingRoutes(db, config, billing, deps.stripeWebhook));
  const routeRules = routeRulesOf(api, '/api');

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', async (c, next) => {
    const requestId = wellFormedRequestId(c.req.header('x-request-id')) ?? randomUUID();
    c.set('requestId', requestId);
    c.set('clientAddress', resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), proxies));
    c.set('log', logger.child({ requestId }));
    const started = performance.now();
    await next();
    // On the answer's own headers: `c.header` on a finished answer would copy it into a new one
    // with its body as a stream, which the Node adapter then reads chunk by chunk.
    c.res.headers.set('x-request-id', requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    c.get('log').debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  app.use(
    '*',
    securityHeaders(publicStorageOrigin(config.storage), { strictTransportSecurity: config.isProduction }),
  );
  app.use(
    '/api/*',
    sameOriginWrites(siteOrigin, {
      isCrossSiteRoute: (c) => routeRules(c)?.crossSite === true,
      isMultipartRoute: (c) => routeRules(c)?.multipart === true,
    }),
  );
  // An upload's caller is judged before its body is read (admins only: none is held for others).
  const readSession = loadSessionUser(auth);
  app.use('/api/*', admitBeforeLargeBodies(routeRules, readSession, db));
  // Bodies are read whole here, before load shedding counts the request (slow bodies hold no place).
  app.use(
    '/api/*',
    bodyLimits((c) => routeRules(c)?.bodyLimit, {
      maxBytes: API_BODY_MAX_BYTES,
      message: API_BODY_TOO_LARGE_MESSAGE,
    }),
  );
  app.use(
    MCP_PATH,
    bodyLimits(() => undefined, { maxBytes: MCP_BODY_MAX_BYTES, message: MCP_BODY_TOO_LARGE_MESSAGE }),
  );
  const loadShedding =
    deps.loadShedding === undefined
      ? config.env === 'test'
        ? null
        : DEFAULT_LOAD_SHEDDING
      : deps.loadShedding;
  const shedder = loadShedding
    ? // Health checks and the live event stream always pass: a busy instance is not a dead one.
      createLoadShedder(loadShedding, [/^\/api\/health(\/live)?$/, /^\/api\/events$/], logger)
    : null;
  if (shedder) app.use('*', shedder.middleware);
  const compressResponses = compressAnswers();
  // Server-Sent Events must reach the browser as written, not held back by a compressor.
  app.use('*', (c, next) => (c.req.path === '/api/events' ? next() : compressResponses(c, next)));
  app.use('/api/*', refuseDeepJson);
  app.use('/api/*', refuseNulCharacters);
  // Authorization: Bearer <key> reads the public API (never writes, never signs in); the MCP
  // server takes keys only. A request with a key is judged by it alone: its cookies are not read.
  app.use(
    '/api/*',
    authenticateApiKey(db, config.apiQuotas, {
      required: false,
      readOnly: true,
      refusedPaths: [/^\/api\/auth\//i],
    }),
  );
  app.use(MCP_PATH, refuseDeepJson);
  app.use(MCP_PATH, refuseNulCharacters);
  app.use(MCP_PATH, authenticateApiKey(db, config.apiQuotas, { required: true, readOnly: false }));
  app.use('/api/*', readSession);
  // An answer for a user or a key is theirs: no cache keeps it unless the route chose otherwise.
  app.use('/api/*', privateAnswers);
  if (config.responseCache.enabled) {
    const readCache = createPublicReadCache({
      isPublicRead: (c) => routeRules(c)?.sharedCache === true,
      // Signing in or out (better-auth's own routes) changes no catalogue answer either.
      keepsCache: (c) => routeRules(c)?.keepsCache === true || isAuthEndpoint(c.req.method, c.req.path),
      ttlMs: CATALOGUE_CACHE_TTL_MS,
      sharedMaxAgeSeconds: config.responseCache.sharedMaxAgeSeconds,
      staleWhileRevalidateSeconds: config.responseCache.staleWhileRevalidateSeconds,
    });
    readCache.clearOnEvents(events);
    app.use('/api/*', readCache.middleware);
  }

  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof StorageUnavailableError) {
      c.get('log')?.warn({ err: error.cause }, 'file store unavailable');
      c.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
    }
    if (error instanceof AppError) return problemJson(c, error.status, error.message, error.extensions);
    if (error instanceof HTTPException) return problemJson(c, error.status, error.message || undefined);
    if (isDatabaseUnavailable(error)) {
      c.get('log')?.warn({ err: error }, 'database unavailable');
      c.header('retry-after', '2');
      return problemJson(c, 503, DATABASE_UNAVAILABLE_MESSAGE);
    }
    c.get('log')?.error({ err: error }, 'unhandled error');
    return problemJson(c, 500, `Something went wrong. Reference: ${c.get('requestId')}`);
  });

  // Access: public. Liveness: the process answers, whatever the database does.
  app.get('/api/health/live', (c) => c.json({ status: 'ok' }));
  // Access: public. Readiness: the database answers.
  app.get('/api/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({
        status: 'ok',
        database: database.kind,
        ...(shedder ? { load: shedder.status() } : {}),
      });
    } catch {
      return c.json({ status: 'unavailable', database: database.kind }, 503);
    }
  });

  // Sign-in by link or by password: the same limits, per e-mail here and per address in better-auth.
  const emailOf = async (c: Context<AppEnv>) => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => null)) as { email?: unknown } | null;
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  };
  const magicLinksPerEmail = new RateLimiter(MAGIC_LINKS_PER_MINUTE, 60_000);
  app.post(
    '/api/auth/sign-in/magic-link',
    rateLimit(
      [{ limiter: magicLinksPerEmail, key: emailOf }],
      'Too many sign-in links requested for this address. Please wait a minute and try again.',
    ),
  );
  const passwordsPerEmail = new RateLimiter(MAGIC_LINKS_PER_MINUTE, 60_000);
  app.post(
    '/api/auth/sign-in/email',
    rateLimit(
      [{ limiter: passwordsPerEmail, key: emailOf }],
      'Too many sign-in attempts for this address. Please wait a minute and try again.',
    ),
  );
  // Access: public, for the endpoints in AUTH_ENDPOINTS only (better-auth's own: sign-in,
  // sign-out, session); its other routes answer 404.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    if (!isAuthEndpoint(c.req.method, c.req.path)) {
      return problemJson(c, 404, `No API route ${c.req.method} ${c.req.path}`);
    }
    let request = withClientAddress(c.req.raw, c.get('clientAddress'));
    // Without APP_URL, better-auth builds links on the address the site was opened at, never on
    // a Host no browser of ours would send (request-origin.ts).
    if (!config.appUrlFixed) request = atOrigin(request, siteOrigin(c) ?? config.appUrl);
    const answer = await auth.handler(request);
    return c.req.path === SESSION_PATH ? withoutSessionSecrets(answer) : answer;
  });

  app.route('/api', api);
  app.route('/api', eventRoutes(events, eventAudience(db)));
  app.route('/', mcpRoutes({ db, appUrl: config.appUrl, siteOrigin, tools: MCP_TOOLS }));

  const openApiDocument = () => ({
    ...documentApiKeys(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Brand Atlas API',
          version: '1.0.0',
          description: 'The catalogue of brands: colours, logos, archetypes, positioning and news.',
        },
        servers: [{ url: `${config.appUrl}/api` }],
      }),
    ),
    'x-mcp': mcpDescription(config.appUrl, MCP_TOOLS),
  });
  // Access: public.
  app.get('/api/openapi.json', (c) => c.json(openApiDocument()));
  // Access: public.
  app.get('/api/docs', (c) =>
    renderApiDocs(c, openApiDocument() as unknown as Parameters<typeof renderApiDocs>[1]),
  );

  // A path routed for other methods answers 405 with the methods it takes (RFC 9110 §15.5.6).
  const allowedMethods = allowedMethodsOf(app.routes);
  app.all('/api/*', (c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length === 0) return problemJson(c, 404, `No API route ${c.req.method} ${c.req.path}`);
    c.header('Allow', allowed.join(', '));
    return problemJson(c, 405, `${c.req.path} takes ${allowed.join(', ')}, not ${c.req.method}`);
  });

  if (deps.devMailbox && !config.isProduction) app.route('/dev', devMailboxRoutes(deps.devMailbox));

  // Access: public.
  app.route('/files', filesRoutes(storage));
  app.route(
    '/',
    webAppRoutes(
      deps.webDistDir ?? WEB_DIST_DIR,
      (path) => brandPageMeta(db, config.appUrl, path),
      // The page's public reads, answered in process as to a visitor (from the response cache).
      async (path) => {
        const res = await app.request(path, { headers: { accept: 'application/json' } });
        return res.status === 200 && !res.headers.has('content-encoding') ? res.text() : null;
      },
    ),
  );
  app.notFound((c) => problemJson(c, 404, 'Not found'));

  return app;
}

export type App = ReturnType<typeof createApp>;
