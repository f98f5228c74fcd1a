/**
 * The administrator's lists are read from global secondary indexes, which AWS cannot read
 * consistently: right after "Add company" the list the admin lands on can miss the new company
 * for a moment (and still show one just deleted). DynamoDB Local always answers the latest, so
 * only AWS shows it. The screen keeps its own writes of the last moment and lays them over what
 * the list answered, until the index has surely caught up (usually well within a second).
 */
export const INDEX_CATCH_UP_MS = 10_000;

type Write<T> = { at: number } & ({ made: T } | { gone: number });

type Listed = { id: number; updated_at: string };

export const createRecentWrites = <T extends Listed>(now: () => number = Date.now) => {
  let writes: Write<T>[] = [];
  const fresh = () => {
    writes = writes.filter((write) => now() - write.at < INDEX_CATCH_UP_MS);
    return writes;
  };
  return {
    /** A record as a create or an edit answered it. */
    made: (record: T) => void writes.push({ at: now(), made: record }),
    gone: (id: number) => void writes.push({ at: now(), gone: id }),
    /**
     * `items` (ordered by id, as the lists are) with this moment's writes the index may not have
     * yet: a record made is added if missing, or replaces an older version of itself (by
     * `updated_at`: a newer one listed, say another admin's edit, stays); one deleted is taken
     * out. `belongs` says which records this list holds (a company's users list: that company's).
     */
    over: (items: readonly T[], belongs: (record: T) => boolean = () => true): T[] => {
      let out = [...items];
      for (const write of fresh()) {
        if ('gone' in write) {
          out = out.filter((item) => item.id !== write.gone);
          continue;
        }
        const { made } = write;
        if (!belongs(made)) continue;
        const listed = out.find((item) => item.id === made.id);
        if (!listed) out.push(made);
        else if (made.updated_at > listed.updated_at)
          out = out.map((item) => (item === listed ? made : item));
      }
      return out.sort((a, b) => a.id - b.id);
    },
  };
};

/** A list answer (`items`, `total`) with the recent writes laid over its items. */
export const withRecentWrites = <T extends Listed, L extends { items: T[]; total: number }>(
  list: L,
  writes: ReturnType<typeof createRecentWrites<T>>,
  belongs?: (record: T) => boolean,
): L => {
  const items = writes.over(list.items, belongs);
  return { ...list, items, total: list.total + items.length - list.items.length };
};
