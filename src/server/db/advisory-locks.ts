/**
 * Every PostgreSQL advisory lock key the app takes, in one table so that no two uses share a key
 * by accident (seeding and the first-admin claim once did). A lock is taken either alone,
 * `pg_advisory_xact_lock(key)`, or as the first of two keys with a hash of whose turn it is,
 * `pg_advisory_xact_lock(key, hashtext(id))`; PostgreSQL keeps those two key spaces apart, but
 * the keys stay distinct across both so that a reader need not know that.
 */
export const ADVISORY_LOCKS = {
  /** Every instance takes it at start-up so that only one migrates at a time. */
  migrations: 720_611_903,
  /** Serialises concurrent first-admin claims. */
  firstAdmin: 720_611_904,
  /** Serialises bulk-run releases, so instances reacting to one event release one brand, not several. */
  bulkRun: 720_611_905,
  /** With the user: serialises one user's analysis quota checks. */
  analysisQuotaPerUser: 720_611_906,
  /** With the address: serialises one client address's analysis quota checks. */
  analysisQuotaPerAddress: 720_611_907,
  /** Instances starting together on one empty database seed it once. */
  seedCatalogue: 720_611_908,
  /** With the user: serialises one user's correction proposals. */
  correctionProposals: 720_611_931,
  /** With the user: serialises one user's API key creation. */
  apiKeyCreation: 720_611_941,
} as const;
