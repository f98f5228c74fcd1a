import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { STANDARD_UNITS } from '@bp/shared/contracts/units.ts';
import type {
  CatalogMaterial,
  LotCatalog,
  MatchCatalog,
  NamedRecord,
} from '../../../core/documents/match/catalog.ts';
import { materialLotsQuery } from '../inventory/records/lot.ts';
import { documentClient, queryAll, queryPartition, tableName } from '../kit/index.ts';
import { getCustomUnits } from '../master-data/units-repo.ts';
import { collectionPartition, ENTITY, type EntityName } from '../master-data/records/collections.ts';
import { aliasesOf } from './aliases-repo.ts';

/**
 * The company's catalogue for matching a document, read in parallel: names and ids of its
 * suppliers, customers and (not archived) materials, straight from their collections; its
 * units (standard plus its own, not archived); its learned aliases. Lots are read only for the
 * materials a document's usage rows name.
 */
const collection = (companyId: number, entity: EntityName, attributes: string[]) =>
  queryPartition({ partition: collectionPartition(companyId, entity), attributes });

const named = (items: Record<string, unknown>[]): NamedRecord[] =>
  items.filter((i) => typeof i.name === 'string').map((i) => ({ id: Number(i.id), name: String(i.name) }));

export async function loadCatalog(companyId: number): Promise<MatchCatalog> {
  const [suppliers, customers, materials, units, aliases] = await Promise.all([
    collection(companyId, ENTITY.supplier, ['id', 'name']),
    collection(companyId, ENTITY.customer, ['id', 'name']),
    collection(companyId, ENTITY.material, ['id', 'name', 'material_type', 'unit_of_measure', 'is_archived']),
    getCustomUnits(companyId),
    aliasesOf(companyId),
  ]);
  return {
    suppliers: named(suppliers),
    customers: named(customers),
    materials: materials
      .filter((m) => m.is_archived !== true && typeof m.name === 'string')
      .map((m): CatalogMaterial => ({
        id: Number(m.id),
        name: String(m.name),
        materialType: m.material_type as CatalogMaterial['materialType'],
        ...(typeof m.unit_of_measure === 'string' && m.unit_of_measure ? { unit: m.unit_of_measure } : {}),
      })),
    units: [
      ...STANDARD_UNITS.map(({ abbr, name, type }) => ({ abbr, name, type })),
      ...units.filter((u) => !u.archived).map(({ abbr, name, type }) => ({ abbr, name, type, custom: true })),
    ],
    aliases,
  };
}

/**
 * A material's lots with their codes only: a lot's item also carries its receipts and code
 * changes, which DynamoDB would read and send, and the SDK unmarshal, for nothing.
 */
const lotCodesQuery = (companyId: number, materialId: number) => ({
  TableName: tableName(),
  ...materialLotsQuery(companyId, materialId),
  ProjectionExpression: '#code, #aliases, #merged',
  ExpressionAttributeNames: { '#code': 'lot_code', '#aliases': 'aliases', '#merged': 'merged_into' },
});

/** The codes of lots (their own and those merged into them); merged-away lots left out. */
const codesOf = (items: readonly Record<string, unknown>[]): string[] =>
  items.flatMap((item) =>
    item.merged_into === null || item.merged_into === undefined
      ? [String(item.lot_code), ...((item.aliases as string[] | undefined) ?? [])]
      : [],
  );

/** Each material's lot codes (and the codes merged into its lots); merged-away lots left out. */
export async function loadLots(companyId: number, materialIds: readonly number[]): Promise<LotCatalog> {
  const lots = await Promise.all(
    materialIds.map((id) => queryAll({ ...lotCodesQuery(companyId, id), ConsistentRead: true })),
  );
  return new Map(materialIds.map((id, i) => [id, codesOf(lots[i]!)]));
}

/** How many of each material's newest lots the Extract step reads (one page, one query each). */
export const RECENT_LOTS_PER_MATERIAL = 20;

/**
 * Each material's newest lot codes (newest first; merged-away lots left out): one bounded query
 * per material, descending by lot id (ids are minted in order), all at once, for the Extract
 * step, which needs the shapes of the company's codes, not every code it ever held.
 */
export async function recentLots(
  companyId: number,
  materialIds: readonly number[],
  perMaterial = RECENT_LOTS_PER_MATERIAL,
): Promise<LotCatalog> {
  const pages = await Promise.all(
    materialIds.map((id) =>
      documentClient.send(
        new QueryCommand({ ...lotCodesQuery(companyId, id), ScanIndexForward: false, Limit: perMaterial }),
      ),
    ),
  );
  return new Map(materialIds.map((id, i) => [id, codesOf(pages[i]!.Items ?? [])]));
}
