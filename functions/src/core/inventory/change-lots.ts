import type { UserNames } from './posting.ts';
import type { LotEditResult } from '@bp/shared/contracts/lots.ts';
import { lotMessages } from '@bp/shared/contracts/lots.ts';
import { conflict, notFound } from '../errors.ts';
import { planLotCodeEdit } from './edit-lot-code.ts';
import { type ChangeAuthor, mergeChange, renameChange } from './lot-code-change.ts';
import type { LotRecord } from './lot.ts';
import { planMerge } from './merge-lots.ts';
import type { InventoryPorts } from './ports.ts';
import { lotEditView } from './views.ts';

const ATTEMPTS = 20;
const BUSY = 'The lot was changed by someone else meanwhile. Reload it and try again.';

const loadLot = async (ports: InventoryPorts, companyId: number, materialId: number, lotId: number) => {
  const lot = await ports.lot(companyId, materialId, lotId);
  if (!lot) throw notFound(lotMessages.notFound);
  return lot;
};

/** The signed-in user making a change to lots. */
export interface LotEditor {
  companyId: number;
  userId: number;
  email: string;
  names?: UserNames;
}

const authorOf = async (ports: InventoryPorts, editor: LotEditor): Promise<ChangeAuthor> => ({
  by: await ports.postedBy(editor.userId, editor.email, editor.names),
  at: ports.now(),
});

const pause = () => new Promise((r) => setTimeout(r, 5 + Math.random() * 25));

/**
 * PATCH /api/materials/{id}/lots/{lotId}. A code held by another lot renames nothing and
 * answers the conflict; a write that lost a race (a posting or another edit landed meanwhile)
 * reads the lots again and decides again.
 */
export const editLotCode = async (
  ports: InventoryPorts,
  editor: LotEditor,
  materialId: number,
  lotId: number,
  code: string,
): Promise<LotEditResult> => {
  const { companyId } = editor;
  if (!(await ports.material(companyId, materialId))) throw notFound(lotMessages.materialNotFound);
  const author = await authorOf(ports, editor);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const lot = await loadLot(ports, companyId, materialId, lotId);
    if (lot.mergedInto !== null) throw conflict(lotMessages.alreadyMerged);
    const holder = await ports.lotByCode(companyId, materialId, code);
    const plan = planLotCodeEdit(lot, code, holder);
    if (plan.kind === 'conflict') return lotEditView(lot, plan.conflicting);
    const change = renameChange(lot, plan.code, author);
    if ((await ports.rename(companyId, lot, plan.code, plan.releases, change)) === 'done') {
      return lotEditView({ ...lot, lotCode: plan.code }, null);
    }
    await pause();
  }
  throw conflict(BUSY);
};

/**
 * POST /api/materials/{id}/lots/merge. Merging again what is already merged into the same lot
 * answers the same result (a retried request), so a double click is harmless.
 */
export const mergeLots = async (
  ports: InventoryPorts,
  editor: LotEditor,
  materialId: number,
  fromLotId: number,
  toLotId: number,
): Promise<LotEditResult> => {
  const { companyId } = editor;
  if (!(await ports.material(companyId, materialId))) throw notFound(lotMessages.materialNotFound);
  const author = await authorOf(ports, editor);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [from, to]: [LotRecord, LotRecord] = await Promise.all([
      loadLot(ports, companyId, materialId, fromLotId),
      loadLot(ports, companyId, materialId, toLotId),
    ]);
    if (from.mergedInto !== null && from.mergedInto === to.id) return lotEditView(to, null, to);
    const plan = planMerge(from, to);
    if ((await ports.merge(companyId, plan, mergeChange(from, to, author))) === 'done') {
      const survivor = await loadLot(ports, companyId, materialId, toLotId);
      return lotEditView(survivor, null, survivor);
    }
    await pause();
  }
  throw conflict(BUSY);
};
