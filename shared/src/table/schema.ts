/**
 * The single-table schema: attribute names, indexes and key builders.
 * Read by CDK (infra/lib/stacks/data-stack.ts), by the local cloud's table creation
 * and by the DynamoDB repositories, so the three can never disagree.
 */

export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  indexes: {
    /** Lists inside a parent: users of a company, all companies, entities of a tenant by name. */
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    /** A second listing order or a cross-cutting list (all users). */
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
  },
} as const;

export type IndexName = keyof typeof tableSchema.indexes;

export interface ItemKey {
  pk: string;
  sk: string;
}

/** Zero-padded so that ids sort numerically as strings. */
export const padId = (id: number): string => id.toString().padStart(10, '0');

/** Platform-level items (not tenant data): companies, users, e-mail claims, counters. */
export const platformKeys = {
  counter: (name: string): ItemKey => ({ pk: 'COUNTER', sk: name }),
  /** How many administrators exist, kept in the same transaction as every grant, revoke and delete. */
  adminCount: (): ItemKey => ({ pk: 'COUNTER', sk: 'ADMINS' }),
  company: (companyId: number): ItemKey => ({ pk: `COMPANY#${companyId}`, sk: 'COMPANY' }),
  companiesIndex: (): string => 'COMPANIES',
  user: (userId: number): ItemKey => ({ pk: `USER#${userId}`, sk: 'USER' }),
  usersIndex: (): string => 'USERS',
  companyUsersIndex: (companyId: number): string => `COMPANY#${companyId}#USERS`,
  /** Claims an e-mail address (lower-cased) so that two users can never share one. */
  email: (email: string): ItemKey => ({ pk: `EMAIL#${email.trim().toLowerCase()}`, sk: 'EMAIL' }),
  /** A sign-in throttle bucket (an account at an address, or an address) in one time window. */
  loginThrottle: (scope: string, window: number): ItemKey => ({
    pk: `THROTTLE#${scope}`,
    sk: `LOGIN#${window}`,
  }),
} as const;

/**
 * Tenant data: every key starts with the company, so a repository given the caller's
 * company cannot address another company's items.
 */
export const tenantPrefix = (companyId: number): string => `C#${companyId}#`;

export const tenantKeys = {
  counter: (companyId: number, name: string): ItemKey => ({
    pk: `${tenantPrefix(companyId)}COUNTER`,
    sk: name,
  }),
  /** One entity collection per partition: `C#<company>#<ENTITY>` / `<ENTITY>#<padded id>`. */
  entity: (companyId: number, entity: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}${entity}`,
    sk: `${entity}#${padId(id)}`,
  }),
  collection: (companyId: number, entity: string): string => `${tenantPrefix(companyId)}${entity}`,
  settings: (companyId: number): ItemKey => ({ pk: `${tenantPrefix(companyId)}SETTINGS`, sk: 'SETTINGS' }),
  /**
   * Search digest of a collection: a few items, each packing the compact entries (id, lower-cased
   * name, filters) of the entities whose name hashes to it. A list reads the whole digest in one
   * small query, then fetches only its page; the shard of a name also guards its uniqueness.
   */
  digest: (companyId: number, entity: string): string => `${tenantPrefix(companyId)}${entity}#DIGEST`,
  digestShard: (companyId: number, entity: string, shard: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}${entity}#DIGEST`,
    sk: `SHARD#${shard.toString().padStart(3, '0')}`,
  }),
  /** Most recently created or updated first (gsi2, sort key `<updated_at>#<padded id>`). */
  recent: (companyId: number, entity: string): string => `${tenantPrefix(companyId)}${entity}#RECENT`,
  /** A custom unit of measure, keyed by its lower-cased abbreviation. */
  unit: (companyId: number, abbr: string): ItemKey => ({
    pk: `${tenantPrefix(companyId)}UNIT`,
    sk: `UNIT#${abbr.toLowerCase()}`,
  }),
  units: (companyId: number): string => `${tenantPrefix(companyId)}UNIT`,
  /** A CSV import (its idempotency record) and the markers of its applied batches. */
  importRecord: (companyId: number, entity: string, key: string): ItemKey => ({
    pk: `${tenantPrefix(companyId)}IMPORT`,
    sk: `${entity}#${key}`,
  }),
  importBatch: (companyId: number, entity: string, key: string, batch: string): ItemKey => ({
    pk: `${tenantPrefix(companyId)}IMPORT`,
    sk: `${entity}#${key}#BATCH#${batch}`,
  }),
} as const;

/**
 * Inventory (docs/inventory.md). A material's lots and their code claims share one partition;
 * stock balances of the company share one; a posting's header and chunk markers share one.
 * Ledger entries are reached through two Query ranges: a material's history (gsi1) and a lot's
 * history (gsi2), both ordered by recorded time, so a history read never scans the company's ledger.
 */
export const inventoryKeys = {
  lot: (companyId: number, materialId: number, lotId: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}LOT#${padId(materialId)}`,
    sk: `LOT#${padId(lotId)}`,
  }),
  materialLots: (companyId: number, materialId: number): string =>
    `${tenantPrefix(companyId)}LOT#${padId(materialId)}`,
  /** Claims a lower-cased lot code for one lot of a material (also the codes merged into it). */
  lotCode: (companyId: number, materialId: number, codeKey: string): ItemKey => ({
    pk: `${tenantPrefix(companyId)}LOT#${padId(materialId)}`,
    sk: `CODE#${codeKey}`,
  }),
  /** gsi1 of a code claim: every material's lot with this code (tracing by code alone). */
  lotCodeIndex: (companyId: number, codeKey: string): string =>
    `${tenantPrefix(companyId)}LOTCODE#${codeKey}`,
  /** A material's stock: one item per material, all in the company's stock partition. */
  stock: (companyId: number, materialId: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}STOCK`,
    sk: `M#${padId(materialId)}`,
  }),
  stockPartition: (companyId: number): string => `${tenantPrefix(companyId)}STOCK`,
  ledgerEntry: (companyId: number, postingId: string, index: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}LEDGER#${postingId}`,
    sk: `E#${index.toString().padStart(6, '0')}`,
  }),
  /** gsi1: a material's ledger; gsi2: a lot's ledger. Sort keys are `<recorded_at>#<entry id>`. */
  materialLedger: (companyId: number, materialId: number): string =>
    `${tenantPrefix(companyId)}LEDGER#M#${padId(materialId)}`,
  lotLedger: (companyId: number, lotId: number): string =>
    `${tenantPrefix(companyId)}LEDGER#L#${padId(lotId)}`,
  postingHeader: (companyId: number, postingId: string): ItemKey => ({
    pk: `${tenantPrefix(companyId)}POSTING#${postingId}`,
    sk: 'HEADER',
  }),
  postingChunk: (companyId: number, postingId: string, chunk: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}POSTING#${postingId}`,
    sk: `CHUNK#${chunk.toString().padStart(4, '0')}`,
  }),
} as const;

/**
 * Submissions (docs/submissions.md): a kind's submissions share one partition; a submission's
 * rows share its own, and each row id has a pointer (rows are addressed by id alone in the API).
 */
export const submissionKeys = {
  submission: (companyId: number, kind: string, id: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}SUB#${kind}`,
    sk: `SUB#${padId(id)}`,
  }),
  kindPartition: (companyId: number, kind: string): string => `${tenantPrefix(companyId)}SUB#${kind}`,
  row: (companyId: number, kind: string, submissionId: number, rowId: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}SUB#${kind}#${padId(submissionId)}`,
    sk: `ROW#${padId(rowId)}`,
  }),
  rowsPartition: (companyId: number, kind: string, submissionId: number): string =>
    `${tenantPrefix(companyId)}SUB#${kind}#${padId(submissionId)}`,
  rowPointer: (companyId: number, kind: string, rowId: number): ItemKey => ({
    pk: `${tenantPrefix(companyId)}SUBROW#${kind}`,
    sk: `ROW#${padId(rowId)}`,
  }),
} as const;

/**
 * Trace links (issue 13), written by the submit that makes them, in both directions: a lot's
 * partition lists what it went into (`OUT#`), what went into it (`IN#`), its receipts (`RCV#`)
 * and its shipments (`SHIP#`); a customer's and a supplier's partitions list their lots.
 */
export const traceKeys = {
  lot: (companyId: number, lotId: number): string => `${tenantPrefix(companyId)}TRACE#L#${padId(lotId)}`,
  customer: (companyId: number, customerId: number): string =>
    `${tenantPrefix(companyId)}TRACE#C#${padId(customerId)}`,
  supplier: (companyId: number, supplierId: number): string =>
    `${tenantPrefix(companyId)}TRACE#S#${padId(supplierId)}`,
  /** `<submission kind>#<padded submission id>#<padded row id>`: one link per row. */
  source: (kind: string, submissionId: number, rowId: number): string =>
    `${kind}#${padId(submissionId)}#${padId(rowId)}`,
} as const;
