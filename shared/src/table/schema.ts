/**
 * The single table: key attributes, indexes (with their projections) and the key conventions
 * every record kind follows. CDK (infra/lib/stacks/data-stack.ts) and the local cloud
 * (infra/local/create-table.ts) both create the table from `indexDefinitions()`, so what is
 * deployed and what is tested cannot differ. Each stored kind's keys, index attributes and item
 * mapping live in its record module (functions/src/adapters/dynamodb/<area>/records/).
 */

export interface IndexSchema {
  partitionKey: string;
  sortKey: string;
  /** ALL, KEYS_ONLY, or INCLUDE: the keys and `nonKeyAttributes` only. */
  projection: 'ALL' | 'KEYS_ONLY' | 'INCLUDE';
  nonKeyAttributes?: readonly string[];
}

export const tableSchema = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  indexes: {
    /**
     * Lists inside a parent: users of a company, all companies, a kind's submissions of one list
     * class (verified or not, archived or not; docs/submissions.md, Lists).
     */
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    /** A second listing order or a cross-cutting list: all users, recently changed master data. */
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
    /**
     * A numbered order inside a parent: a material's ledger by sequence, so any page of it is one
     * Query on a key range however deep (docs/inventory.md); a kind's uploads of one file by id
     * (the same-file check, docs/submissions.md).
     */
    gsi3: { partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'ALL' },
    /**
     * A company's dated events: the ledger entries of submissions in one partition per recorded
     * day (the document's own date), sparse (adjustments carry no keys), projecting only the
     * source (submission and row) and the row's fields as posted: a date-range FSMA 204 export
     * reads its days and the submissions' headers, nothing else (docs/trace.md).
     */
    gsi4: {
      partitionKey: 'gsi4pk',
      sortKey: 'gsi4sk',
      projection: 'INCLUDE',
      nonKeyAttributes: ['source', 'row_fields', 'material_id', 'lot_id'],
    },
    /**
     * Submissions by content (the duplicate check, docs/submissions.md): a submission's stored
     * `fingerprint`, then its own partition (company and kind), so one Query finds the company's
     * submissions of a kind with that content however long its history, and never another
     * tenant's or kind's. Keyed on attributes submissions already stored, so DynamoDB indexes
     * the old ones itself when the index is created (no backfill). Posting headers carry a
     * `fingerprint` too and land in it under their own partitions, never matched.
     */
    gsi5: {
      partitionKey: 'fingerprint',
      sortKey: 'pk',
      projection: 'INCLUDE',
      nonKeyAttributes: [
        'id',
        'submission_type',
        'submission_status',
        'is_archived',
        'created_at',
        'submitted_at',
        'filename',
      ],
    },
  },
} as const satisfies {
  partitionKey: string;
  sortKey: string;
  timeToLiveAttribute: string;
  indexes: Record<string, IndexSchema>;
};

export type IndexName = keyof typeof tableSchema.indexes;

/** A global secondary index as both CDK and CreateTable take it (names only, no SDK types). */
export interface IndexDefinition {
  name: IndexName;
  partitionKey: string;
  sortKey: string;
  projectionType: IndexSchema['projection'];
  /** Only for INCLUDE. */
  nonKeyAttributes?: string[];
}

export const indexDefinitions = (
  indexes: Record<string, IndexSchema> = tableSchema.indexes,
): IndexDefinition[] =>
  Object.entries(indexes).map(([name, index]) => {
    const include = index.projection === 'INCLUDE';
    if (include !== Boolean(index.nonKeyAttributes?.length)) {
      throw new Error(`Index ${name}: nonKeyAttributes go with an INCLUDE projection, and only with it`);
    }
    return {
      name: name as IndexName,
      partitionKey: index.partitionKey,
      sortKey: index.sortKey,
      projectionType: index.projection,
      ...(include ? { nonKeyAttributes: [...(index.nonKeyAttributes ?? [])] } : {}),
    };
  });

/** Every attribute that is a key of the table or of an index (all strings). */
export const keyAttributes = (indexes: Record<string, IndexSchema> = tableSchema.indexes): string[] => [
  ...new Set([
    tableSchema.partitionKey,
    tableSchema.sortKey,
    ...Object.values(indexes).flatMap((i) => [i.partitionKey, i.sortKey]),
  ]),
];

export interface ItemKey {
  pk: string;
  sk: string;
}

/** Zero-padded so that ids sort numerically as strings. */
export const padId = (id: number): string => id.toString().padStart(10, '0');

/**
 * Tenant data: every key starts with the company, so a repository given the caller's company
 * cannot address another company's items. Platform items (companies, users...) have prefixes
 * of their own.
 */
export const tenantPrefix = (companyId: number): string => `C#${companyId}#`;
