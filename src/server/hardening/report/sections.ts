/**
 * The hardening suite, in the order of the requirement. Each section gathers the test files that
 * prove it, the capability suites' own tests included; `npm run test:hardening` runs exactly these
 * files and prints one report in this order.
 */
export const HARDENING_SECTIONS = [
  {
    title: '1. Authorization matrix and user isolation',
    files: ['src/server/http/access-matrix.test.ts', 'src/server/hardening/user-isolation.test.ts'],
  },
  {
    title: '2. Sessions, CSRF and magic links',
    files: ['src/server/hardening/sessions.test.ts', 'src/server/auth/auth.test.ts'],
  },
  {
    title: '3. SSRF corpus against a canary on 127.0.0.1',
    files: [
      'src/server/hardening/ssrf.test.ts',
      'src/server/hardening/ssrf-analysis.test.ts',
      'src/server/net/fetcher/safe-fetch.test.ts',
      'src/server/analysis/render/render-ssrf.test.ts',
    ],
  },
  {
    title: '4. Hostile files: ZIPs, images, SVG, CSV',
    files: [
      'src/server/hardening/hostile-files.test.ts',
      'src/server/fonts/fonts.test.ts',
      'src/server/fonts/fonts-api.test.ts',
      'src/server/images/prepare-image.test.ts',
      'src/server/images/sanitize-svg.test.ts',
      'src/server/admin/import-csv.test.ts',
    ],
  },
  {
    title: '5. Webhooks: signatures, duplicates, order',
    files: ['src/server/hardening/webhooks.test.ts', 'src/server/billing/stripe-billing.test.ts'],
  },
  {
    title: '6. Faults: the worker killed mid-analysis, database restart under load, disk full',
    files: [
      'src/server/hardening/worker-killed.test.ts',
      'src/server/analysis/jobs/worker.test.ts',
      'src/server/hardening/database-restart.test.ts',
      'src/server/hardening/disk-full.test.ts',
    ],
  },
  {
    title: '7. Load shedding (the load figures are printed by npm run bench)',
    files: ['src/server/http/load-shedding.test.ts', 'src/server/events/events.test.ts'],
  },
  {
    title: '8. Analyzer quotas: analyses per user per minute and in flight, concurrent fetches',
    files: ['src/server/hardening/analyzer-quotas.test.ts', 'src/server/net/fetcher/connection-gate.test.ts'],
  },
  {
    title: '9. Second attack round: takeover, slow bodies, lag, fail-open production, origins, smaller holes',
    files: [
      'src/server/hardening/account-takeover.test.ts',
      'src/server/hardening/slow-bodies.test.ts',
      'src/server/hardening/production-defaults.test.ts',
      'src/server/hardening/site-origins.test.ts',
      'src/server/hardening/smaller-holes.test.ts',
    ],
  },
  {
    title: '10. Corrections, API keys and MCP: script in values, floods, revoked keys, unknown tools',
    files: [
      'src/server/corrections/corrections-api.test.ts',
      'src/server/api-keys/api-keys-api.test.ts',
      'src/server/mcp/mcp.test.ts',
    ],
  },
  {
    title: '11. Rendered analysis: pages that hang, flood, loop, exhaust memory or are downloads',
    files: ['src/server/hardening/render-bad-input.test.ts'],
  },
  {
    title: 'Bad input on every route',
    files: ['src/server/hardening/bad-input.test.ts'],
  },
] as const;

export const HARDENING_FILES: string[] = HARDENING_SECTIONS.flatMap((s) => [...s.files]);

/**
 * The files whose figures are times or a process's memory: restarts, a full disk, a killed worker,
 * hostile files and pages, slow bodies and the analyzer's quotas. They run one at a time with
 * nothing beside them; the other files only check answers and run two at a time.
 */
export const TIMED_HARDENING_FILES: readonly string[] = [
  'src/server/hardening/worker-killed.test.ts',
  'src/server/hardening/database-restart.test.ts',
  'src/server/hardening/disk-full.test.ts',
  'src/server/hardening/hostile-files.test.ts',
  'src/server/hardening/slow-bodies.test.ts',
  'src/server/hardening/analyzer-quotas.test.ts',
  'src/server/hardening/render-bad-input.test.ts',
];
