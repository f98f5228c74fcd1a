import { materialMessages } from '@bp/shared/contracts/materials.ts';
import { type MaterialRecord, materialEntryOf } from '../../../core/master-data/records.ts';
import { decodeMaterialEntry, encodeMaterialEntry } from '../../../core/master-data/search-entries.ts';
import type { MaterialRefs } from '../../../core/master-data/materials.ts';
import { invalid } from '../../../core/errors.ts';
import { entityReads } from './entity-reads.ts';
import { type EntitySpec, type Guard, insertEntity, updateEntity } from './entity-store.ts';
import { ENTITY } from './records/collections.ts';
import { materialItem, toMaterial } from './records/material.ts';
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

export const insertMaterial = (companyId: number, record: MaterialRecord, refs: MaterialRefs) =>
  insertEntity(materialSpec, companyId, record, materialGuards(companyId, refs));

export const updateMaterial = (
  companyId: number,
  id: number,
  change: (current: MaterialRecord) => { next: MaterialRecord; refs: MaterialRefs },
) =>
  updateEntity(materialSpec, companyId, id, (current) => {
    const { next, refs } = change(current);
    return { next, guards: materialGuards(companyId, refs) };
  });
