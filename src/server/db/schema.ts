import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CORRECTION_STATUSES } from '../../domain/correction-rules';
import type { FieldProvenance } from '../../domain/provenance';
import { ANALYSIS_STATUSES, COLOR_FAMILIES, colorFamilyBit, PRICING_STRATEGIES } from '../../domain/taxonomy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** The colour mask's expression: each family's bit (colorFamilyBit) set when the families hold it. */
const colorMaskOf = (families: SQL) =>
  sql.join(
    COLOR_FAMILIES.map(
      (family) =>
        sql`(case when ${families} @> '{${sql.raw(family)}}' then ${sql.raw(String(colorFamilyBit(family)))} else 0 end)`,
    ),
    sql` | `,
  );
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

export const analysisStatus = pgEnum('analysis_status', ANALYSIS_STATUSES);
export const pricingStrategy = pgEnum('pricing_strategy', PRICING_STRATEGIES);
export const userRole = pgEnum('user_role', ['user', 'admin']);

/** A brand: the full field set of spec 001 §3, plus counters, fonts and provenance. */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    tagline: text('tagline'),
    description: text('description'),
    mission: text('mission'),
    vision: text('vision'),
    industry: text('industry'),
    archetype: text('archetype'),
    logoUrl: text('logo_url'),
    brandImageUrl: text('brand_image_url'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
    accentColor: text('accent_color'),
    colorPalette: text('color_palette').array().notNull().default(sql`'{}'::text[]`),
    /** Colour families of primary, secondary and accent (spec 000 §3), kept in step on every write. */
    colorFamilies: text('color_families').array().notNull().default(sql`'{}'::text[]`),
    aiColorNames: jsonb('ai_color_names').$type<Record<string, string>>().notNull().default({}),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    competitors: text('competitors').array().notNull().default(sql`'{}'::text[]`),
    yearFounded: integer('year_founded'),
    /** As reported, in `annualRevenueCurrency`, never converted (migration 0014). */
    annualRevenue: doublePrecision('annual_revenue'),
    /** The ISO 4217 code of the currency the revenue was reported in. */
    annualRevenueCurrency: text('annual_revenue_currency').notNull().default('USD'),
    /** The fiscal year the revenue was reported for, when known. */
    annualRevenueYear: integer('annual_revenue_year'),
    brandEquityValue: doublePrecision('brand_equity_value'),
    /** The published ranking the brand equity value comes from ('Interbrand Best Global Brands'). */
    brandEquityRanking: text('brand_equity_ranking'),
    /** The edition (year) of that ranking. */
    brandEquityYear: integer('brand_equity_year'),
    brandAwarenessMetrics: jsonb('brand_awareness_metrics').$type<Record<string, number | string>>(),
    pricingStrategy: pricingStrategy('pricing_strategy'),
    competitivePositioning: jsonb('competitive_positioning').$type<Record<string, unknown>>(),
    recentNews: jsonb('recent_news').$type<Record<string, unknown>[]>().notNull().default([]),
    newsLastUpdatedAt: timestamptz('news_last_updated_at'),
    keyPeople: jsonb('key_people').$type<Record<string, unknown>[]>().notNull().default([]),
    companyInsights: jsonb('company_insights').$type<Record<string, unknown>>(),
    insightsLastUpdatedAt: timestamptz('insights_last_updated_at'),
    hasBlueBadge: boolean('has_blue_badge').notNull().default(false),
    hasVerifiedColors: boolean('has_verified_colors').notNull().default(false),
    protected: boolean('protected').notNull().default(false),
    fonts: jsonb('fonts').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The logo kit the analyzer found: wordmark, symbol and icon, for light and dark grounds (LogoKitEntry). */
    logoKit: jsonb('logo_kit').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The typefaces the analyzer read by role (display, heading, body), with source, licence and alternative. */
    typography: jsonb('typography').$type<Record<string, unknown>[]>().notNull().default([]),
    provenance: jsonb('provenance').$type<Record<string, FieldProvenance>>().notNull().default({}),
    favoriteCount: integer('favorite_count').notNull().default(0),
    visitCount: bigint('visit_count', { mode: 'number' }).notNull().default(0),
    lastVisitedAt: timestamptz('last_visited_at'),
    analysisStatus: analysisStatus('analysis_status').notNull().default('pending'),
    analysisError: text('analysis_error'),
    analysisStartedAt: timestamptz('analysis_started_at'),
    analysisCompletedAt: timestamptz('analysis_completed_at'),
    /** The user who added the brand with the wizard; null for the curated catalogue, imports and admins' tools. */
    createdBy: text('created_by').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    /**
     * Whether the public catalogue shows the brand: false for a brand added with the wizard until its
     * analysis completed (docs/decisions/0116); its creator and admins see it meanwhile.
     */
    listed: boolean('listed').notNull().default(true),
    /** The website's host without 'www.' and port, reversed: the same-website check's index key. */
    siteKey: text('site_key').generatedAlwaysAs(
      sql`reverse(regexp_replace(lower(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#]*@)?([^/?#:]+)')), '^www\.', ''))`,
    ),
    /**
     * Name, industry, archetype (also as 'the {archetype}', as badges print it), description and
     * tagline, folded (lower case, accents removed: migration 0011) for substring search, then the
     * name once more with only its letters and digits, so 'levis' finds Levi's (decision 0163).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`fold_accents(coalesce(name, '') || chr(31) || coalesce(industry, '') || chr(31) || coalesce(archetype, '') || chr(31) || coalesce('the ' || archetype, '') || chr(31) || coalesce(description, '') || chr(31) || coalesce(tagline, '')) || chr(31) || regexp_replace(fold_accents(coalesce(name, '')), '[^a-z0-9]+', '', 'g')`,
    ),
    /** The name folded (lower case, accents removed): the nav lookup's exact match and name order. */
    nameSearch: text('name_search').generatedAlwaysAs(sql`fold_accents(name)`),
    /**
     * The name folded with only its letters and digits: the nav search's match once spaces and
     * punctuation are forgiven ('coca cola', 'mcdonalds', 'loreal': decision 0163).
     */
    nameCompact: text('name_compact').generatedAlwaysAs(
      sql`regexp_replace(fold_accents(name), '[^a-z0-9]+', '', 'g')`,
    ),
    /** The name lower-cased: name order, exact names and substrings, answered from the indexes alone. */
    nameLower: text('name_lower').generatedAlwaysAs(sql`lower(name)`),
    /** The name lower-cased with non-alphanumerics removed: the duplicate check's key (spec 000 §5). */
    nameKey: text('name_key').generatedAlwaysAs(sql`regexp_replace(lower(name), '[^a-z0-9]', '', 'g')`),
    /** The industry lower-cased: the filter's key, first column of the industry list indexes. */
    industryKey: text('industry_key').generatedAlwaysAs(sql`lower(industry)`),
    /** The archetype lower-cased: the filter's key, first column of the archetype list indexes. */
    archetypeKey: text('archetype_key').generatedAlwaysAs(sql`lower(archetype)`),
    /**
     * The colour families as bits (COLOR_FAMILIES order): small enough to ride at the end of the list
     * indexes, so a colour filter is checked in the index instead of on the row.
     */
    colorMask: integer('color_mask').generatedAlwaysAs(colorMaskOf(sql`color_families`)),
    /**
     * The brand's list card (ListedBrand) as the JSON text GET /api/brands sends, set by a trigger
     * on every insert and update (migration 0014); never written by the app.
     */
    listCard: text('list_card'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('brands_slug_key').on(t.slug),
    index('brands_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    index('brands_name_key_idx').on(t.nameKey),
    index('brands_name_lower_trgm_idx').using('gin', sql`${t.nameLower} gin_trgm_ops`),
    index('brands_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The nav search's compact step reads the first name in order from the index alone.
    index('brands_name_compact_idx').on(t.nameCompact, t.nameLower, t.id, t.slug),
    index('brands_name_search_idx').on(t.nameSearch, t.id, t.slug),
    // The list's indexes: one per sort, alone and behind each text filter, ending with the other
    // filters' keys. A page's ids and a filtered count are read from the index alone, in order.
    index('brands_newest_idx').on(t.createdAt.desc(), t.id.desc(), t.colorMask),
    // Also covering for the nav lookup, which walks it in name order without reading the table.
    index('brands_alpha_idx').on(t.nameLower, t.id, t.slug, t.colorMask),
    index('brands_popular_idx').on(t.favoriteCount.desc(), t.id.desc(), t.colorMask),
    index('brands_trending_idx').on(t.visitCount.desc(), t.id.desc(), t.colorMask),
    index('brands_industry_newest_idx').on(
      t.industryKey,
      t.createdAt.desc(),
      t.id.desc(),
      t.archetypeKey,
      t.colorMask,
    ),
    index('brands_industry_alpha_idx').on(t.industryKey, t.nameLower, t.id, t.archetypeKey, t.colorMask),
    index('brands_industry_popular_idx').on(
      t.industryKey,
      t.favoriteCount.desc(),
      t.id.desc(),
      t.archetypeKey,
      t.colorMask,
    ),
    index('brands_industry_trending_idx').on(
      t.industryKey,
      t.visitCount.desc(),
      t.id.desc(),
      t.archetypeKey,
      t.colorMask,
    ),
    index('brands_archetype_newest_idx').on(t.archetypeKey, t.createdAt.desc(), t.id.desc(), t.colorMask),
    index('brands_archetype_alpha_idx').on(t.archetypeKey, t.nameLower, t.id, t.colorMask),
    index('brands_archetype_popular_idx').on(
      t.archetypeKey,
      t.favoriteCount.desc(),
      t.id.desc(),
      t.colorMask,
    ),
    index('brands_archetype_trending_idx').on(t.archetypeKey, t.visitCount.desc(), t.id.desc(), t.colorMask),
    index('brands_analysis_status_idx').on(t.analysisStatus, t.createdAt),
    index('brands_site_key_idx').using('btree', t.siteKey.op('text_pattern_ops')),
    index('brands_unlisted_idx').on(t.createdBy, t.createdAt).where(sql`not ${t.listed}`),
    index('brands_blue_badge_idx').on(sql`lower(${t.name})`).where(sql`${t.hasBlueBadge}`),
    check('brands_favorite_count_nonnegative', sql`${t.favoriteCount} >= 0`),
    check(
      'brands_year_founded_range',
      sql`${t.yearFounded} is null or ${t.yearFounded} between 1000 and 3000`,
    ),
  ],
);

/** Text compared byte by byte (`COLLATE "C"`), so the strings that share a prefix sit together in an index. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * The nav lookup's index of names (spec 000 §2): every piece of three characters of each brand's
 * folded name (lower case, no accents; and its last two and last one), one row per piece and
 * brand, so the brands whose names hold a piece are read in name order from the primary key.
 * Written only by the triggers on brands (migrations 0006 and 0011), never by the application; docs/decisions/0090 says why.
 */
export const brandNameTrigrams = pgTable(
  'brand_name_trigrams',
  {
    trigram: byteOrderedText('trigram').notNull(),
    nameSearch: text('name_search').notNull(),
    brandId: uuid('brand_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trigram, t.nameSearch, t.brandId] })],
);

/**
 * Each distinct colour of a brand (primary, secondary, accent, then the palette) with its CIELAB
 * coordinates and grid cell, for "brands near a colour" (ARCHITECTURE §6.2). Written only by the
 * triggers on brands (migration 0009), so every write path keeps it in step.
 */
export const brandColors = pgTable(
  'brand_colors',
  {
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** primary, secondary, accent or palette: the most important role the hex has for the brand. */
    role: text('role').notNull(),
    /** Upper-case '#RRGGBB'. */
    hex: text('hex').notNull(),
    l: doublePrecision('l').notNull(),
    a: doublePrecision('a').notNull(),
    b: doublePrecision('b').notNull(),
    /** The CIELAB grid cell (src/domain/nearest-color-region.ts). */
    cell: integer('cell').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brandId, t.hex] }),
    index('brand_colors_cell_idx').on(t.cell, t.role),
    check('brand_colors_role', sql`${t.role} in ('primary', 'secondary', 'accent', 'palette')`),
  ],
);

/** The logo library of a brand (spec 001 §3). */
export const brandLogos = pgTable(
  'brand_logos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('brand_logos_brand_idx').on(t.brandId, t.createdAt)],
);

// better-auth tables (user, session, account, verification), with the admin plugin's fields.
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: userRole('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamptz('ban_expires'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    /** magic-link or password (auth.ts SIGN_IN_METHODS); null for sessions older than the column. */
    signInMethod: text('sign_in_method'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * When each visitor's visit of a brand last counted: one visit per visitor (a user, or a client
 * address) per brand per hour moves Trending. Rows older than an hour are swept.
 */
export const brandVisits = pgTable(
  'brand_visits',
  {
    visitor: text('visitor').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    countedAt: timestamptz('counted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitor, t.brandId] }), index('brand_visits_counted_idx').on(t.countedAt)],
);

/** A user's saved brands (spec 000 §3); unique per user and brand. */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_brand_key').on(t.userId, t.brandId),
    index('favorites_brand_idx').on(t.brandId),
  ],
);

export const subscriptionStatus = pgEnum('subscription_status', [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
]);

/** One row per user: the Pro subscription as the billing provider last reported it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    status: subscriptionStatus('status').notNull(),
    plan: text('plan').notNull(),
    currentPeriodEnd: timestamptz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Provider timestamp of the newest event applied: older events are ignored. */
    lastEventAt: timestamptz('last_event_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.provider, t.subscriptionId),
  ],
);

/** Webhook events already applied, so a redelivered event changes nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: createdAt(),
});

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'completed', 'failed']);

/** The analysis queue, claimed with FOR UPDATE SKIP LOCKED; a lease lets another worker take over. */
export const analysisJobs = pgTable(
  'analysis_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    brandId: uuid('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamptz('run_after').notNull().defaultNow(),
    leaseExpiresAt: timestamptz('lease_expires_at'),
    lockedBy: text('locked_by'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    lastError: text('last_error'),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    /** The client address the request came from, for the per-address quota. */
    requestedFrom: text('requested_from'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('analysis_jobs_claim_idx').on(t.status, t.runAfter),
    index('analysis_jobs_brand_idx').on(t.brandId),
    // The analysis quota counts a user's jobs of the last minute.
    index('analysis_jobs_requester_idx').on(t.requestedBy, t.createdAt),
    index('analysis_jobs_address_idx').on(t.requestedFrom, t.createdAt),
  ],
);

/** Every admin action: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/**
 * Every change to a public field of a brand (PUBLIC_BRAND_FIELDS), one row per field: written only
 * by the triggers on brands (migration 0008), so no writer can skip it. The provenance is the
 * field's entry the same write recorded; null when the writer recorded none.
 */
export const brandFieldVersions = pgTable(
  'brand_field_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    provenance: jsonb('provenance').$type<FieldProvenance>(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [
    index('brand_field_versions_brand_idx').on(t.brandId, t.id.desc()),
    index('brand_field_versions_field_idx').on(t.brandId, t.field, t.id.desc()),
  ],
);

export const correctionStatus = pgEnum('correction_status', CORRECTION_STATUSES);

/** A value proposed by a signed-in user for a public field, with its source, until an admin reviews it. */
export const corrections = pgTable(
  'corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    proposedValue: jsonb('proposed_value'),
    /** The brand's value when the correction was proposed, for the reviewer. */
    valueAtProposal: jsonb('value_at_proposal'),
    sourceUrl: text('source_url').notNull(),
    comment: text('comment'),
    status: correctionStatus('status').notNull().default('pending'),
    proposedBy: text('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewReason: text('review_reason'),
    createdAt: createdAt(),
    reviewedAt: timestamptz('reviewed_at'),
  },
  (t) => [
    index('corrections_status_idx').on(t.status, t.createdAt),
    index('corrections_proposer_idx').on(t.proposedBy, t.createdAt),
    index('corrections_brand_idx').on(t.brandId),
    index('corrections_reviewed_idx').on(t.reviewedAt),
  ],
);

/** API keys: only the SHA-256 of each key is kept, and its first characters to tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_key').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/** Requests per key per UTC day: the daily quota's counter and the usage settings show. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

export type BrandRow = typeof brands.$inferSelect;
export type NewBrandRow = typeof brands.$inferInsert;
