import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { type MaterialRecord, materialEntryOf } from '../../../core/master-data/records.ts';
import { decodeMaterialEntry, encodeMaterialEntry } from '../../../core/master-data/search-entries.ts';
import type { MaterialRefs } from '../../../core/master-data/materials.ts';
import { conflict, invalid } from '../../../core/errors.ts';
import { absent, check, putIfAbsent, queryPartition, remove, type Write } from '../kit/index.ts';
import { balanceKey } from '../inventory/records/balance.ts';
import { entityReads } from './entity-reads.ts';
import { type EntitySpec, type Guard, insertEntity, updateEntity } from './entity-store.ts';
import { ENTITY } from './records/collections.ts';
import { gtinClaimItem, gtinClaimKey, materialItem, toMaterial } from './records/material.ts';
import { supplierGuard } from './suppliers-repo.ts';
import { customUnitGuard } from './units-repo.ts';

export const materialSpec: EntitySpec<MaterialRecord> = {
  entity: ENTITY.material,
  item: materialItem,
  parse: toMaterial,
  line: (m) => encodeMaterialEntry(materialEntryOf(m)),
  decode: decodeMaterialEntry,
  messages: { nameTaken: materialMessages.nameTaken, notFound: materialMessages.notFound },
};

export const {
  entries: materialEntries,
  entriesAhead: materialEntriesAhead,
  get: getMaterial,
  getMany: getMaterials,
  recent: recentMaterials,
  newId: newMaterialId,
} = entityReads(materialSpec, decodeMaterialEntry);

/** The conditions a material's write carries: its default supplier exists, its custom unit is usable. */
export const materialGuards = (companyId: number, refs: MaterialRefs): Guard[] => [
  ...(refs.supplierId !== null
    ? [supplierGuard(companyId, refs.supplierId, invalid(materialMessages.supplierNotFound))]
    : []),
  ...(refs.customUnit
    ? [
        customUnitGuard(
          companyId,
          refs.customUnit.key,
          invalid(materialMessages.unitArchived(refs.customUnit.abbr)),
        ),
      ]
    : []),
];

/**
 * The claim writes of a GTIN change: the old GTIN's claim given up, the new one claimed unless
 * another material holds it (409). Nothing when the GTIN stays.
 */
const gtinWrites = (companyId: number, id: number, before: string | undefined, after: string | undefined) => {
  if (before === after) return [];
  const writes: Write[] = [];
  if (before) writes.push(remove(gtinClaimKey(companyId, before)));
  if (after)
    writes.push(
      putIfAbsent(gtinClaimItem(companyId, after, id), conflict(materialMessages.gtinTaken(after))),
    );
  return writes;
};

/** The company's GTINs in use, GTIN-14 to material id (one query of the claims' partition). */
export const gtinsInUse = async (companyId: number): Promise<Map<string, number>> => {
  const claims = await queryPartition({ partition: gtinClaimKey(companyId, '').pk, consistent: true });
  return new Map(claims.map((c) => [String(c.sk).replace(/^GTIN#/, ''), Number(c.material_id)]));
};

/** A new material's GTIN claimed with it (a CSV import's rows; in-file repeats are refused before). */
export const gtinClaim = (companyId: number, record: { id: number; gtin?: string | undefined }) =>
  gtinWrites(companyId, record.id, undefined, record.gtin);

export const insertMaterial = (companyId: number, record: MaterialRecord, refs: MaterialRefs) =>
  insertEntity(materialSpec, companyId, record, [
    ...materialGuards(companyId, refs),
    ...gtinWrites(companyId, record.id, undefined, record.gtin),
  ]);

/**
 * A material's stock item is written by its first posting (or that posting's reservation) and
 * never removed, so its absence in the unit change's own transaction means no quantity was ever
 * kept in the old unit.
 */
const noStockYet = (companyId: number, id: number): Guard =>
  check(balanceKey(companyId, id), absent(), conflict(materialMessages.unitHasStock));

export const updateMaterial = (
  companyId: number,
  id: number,
  change: (current: MaterialRecord) => { next: MaterialRecord; refs: MaterialRefs },
) =>
  updateEntity(materialSpec, companyId, id, (current) => {
    const { next, refs } = change(current);
    return {
      next,
      guards: [
        ...materialGuards(companyId, refs),
        ...gtinWrites(companyId, id, current.gtin, next.gtin),
        ...(refs.unitChanged ? [noStockYet(companyId, id)] : []),
      ],
    };
  });
