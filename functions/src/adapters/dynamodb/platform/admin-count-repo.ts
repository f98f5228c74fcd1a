import { addDeltas, getItem, putIfAbsent, type Write, writeOne } from '../kit/index.ts';
import { ADMIN_COUNT, adminCountItem, adminCountKey, adminCountOf } from './records/admin-count.ts';
import { listAllUsers } from './users-queries.ts';

const readCount = async (): Promise<number | null> =>
  adminCountOf(await getItem(adminCountKey, { consistent: true }));

/**
 * Creates the administrator counter from the users when it does not exist yet (a table
 * written before the counter existed). Call before any transaction that changes it, so an
 * ADD never creates it from nothing and undercounts. The conditional put lets only one of
 * two concurrent initialisations win.
 */
export const ensureAdminCount = async (): Promise<number> => {
  const existing = await readCount();
  if (existing !== null) return existing;
  const counted = (await listAllUsers()).filter((u) => u.is_admin).length;
  const created = await writeOne(putIfAbsent(adminCountItem(counted), 'retry'));
  return created === false ? ((await readCount()) ?? counted) : counted;
};

/** How many administrators the platform has. */
export const adminCount = ensureAdminCount;

/** One more administrator, in the caller's transaction. */
export const adminCountUp = (): Write => addDeltas(adminCountKey, { [ADMIN_COUNT]: 1 });

/**
 * One administrator fewer, in the caller's transaction, only while another remains: the
 * condition makes "the last administrator cannot be removed" hold under concurrent removals.
 */
export const adminCountDown = (refusal: Error): Write =>
  addDeltas(
    adminCountKey,
    { [ADMIN_COUNT]: -1 },
    {
      condition: { expression: '#kn > :kone', names: { '#kn': ADMIN_COUNT }, values: { ':kone': 1 } },
      refusal,
    },
  );
