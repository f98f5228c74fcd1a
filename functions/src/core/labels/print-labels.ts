import { LABEL_SIZES, labelMessages, type LabelsBody } from '@bp/shared/contracts/labels.ts';
import { inventoryMessages } from '@bp/shared/contracts/inventory.ts';
import { notFound } from '../errors.ts';
import type { LotRecord } from '../inventory/lot.ts';
import type { MaterialRecord } from '../master-data/records.ts';
import { type LabelContent, labelContent } from './label-content.ts';
import type { LabelPorts } from './ports.ts';

/** The labels of a print request, in the order asked, each lot `copies` times in a row. */
export const labelsToPrint = async (
  ports: LabelPorts,
  companyId: number,
  body: LabelsBody,
): Promise<{ labels: LabelContent[]; sheet: (typeof LABEL_SIZES)[keyof typeof LABEL_SIZES]['sheet'] }> => {
  const materials = new Map<number, MaterialRecord | null>();
  const [company] = await Promise.all([
    ports.companyName(companyId),
    ...[...new Set(body.lots.map((l) => l.material_id))].map(async (id) =>
      materials.set(id, await ports.material(companyId, id)),
    ),
  ]);
  const found = await Promise.all(
    body.lots.map(async (ref): Promise<{ material: MaterialRecord; lot: LotRecord }> => {
      const material = materials.get(ref.material_id);
      if (!material) throw notFound(inventoryMessages.materialNotFound);
      const lot = await ports.lotByCode(companyId, material.id, ref.lot_code);
      if (!lot) throw notFound(labelMessages.lotNotFound(ref.lot_code));
      return { material, lot };
    }),
  );
  const labels = found.flatMap(({ material, lot }) => {
    const content = labelContent({ company, material, lot, appUrl: body.app_url });
    return Array.from({ length: body.copies }, () => content);
  });
  return { labels, sheet: LABEL_SIZES[body.size].sheet };
};
