import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { type ItemKey, tableSchema } from '@bp/shared/table/schema.ts';

/** One item of a TransactWriteItems call, as the document client takes it. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A condition on the item as stored. Placeholders are the caller's, except that names and values
 * starting with `#k`, `:k`, `#u` and `:u` are the kit's own (key and update attributes).
 */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * One condition-checked write, described rather than spelled: the kit turns it into a
 * TransactItem, merges ADDs on one item, splits long lists into transactions and maps a failed
 * condition to `refusal`, the domain error it means (see transact.ts).
 */
export type Write = (
  | { kind: 'put'; item: Record<string, unknown> & ItemKey }
  | {
      kind: 'update';
      key: ItemKey;
      set?: Record<string, unknown>;
      /** Numeric deltas (DynamoDB ADD: commutative, so concurrent postings all land). */
      add?: Record<string, number>;
      /** Attributes to remove. */
      unset?: readonly string[];
      /** Lists to extend (SET list_append, the list created when absent): an append-only record. */
      append?: Record<string, readonly unknown[]>;
    }
  | { kind: 'delete'; key: ItemKey }
  | { kind: 'check'; key: ItemKey }
) & {
  condition?: Condition;
  /**
   * What a failed condition means: the error to throw, 'retry' (a lost race: read again), or
   * 'applied' (this write's item proves the change landed before: a resent posting or batch).
   */
  refusal?: Error | 'retry' | 'applied';
};

const PK = tableSchema.partitionKey;

/** The item does not exist yet (the usual guard of a new record or a deterministic ledger key). */
export const absent = (): Condition => ({ expression: `attribute_not_exists(#kpk)`, names: { '#kpk': PK } });
/** The item exists. */
export const present = (): Condition => ({ expression: `attribute_exists(#kpk)`, names: { '#kpk': PK } });
/** An attribute holds a value (e.g. the revision read, the optimistic lock of an update). */
export const equals = (attribute: string, value: unknown): Condition => ({
  expression: `#kc_${attribute} = :kc_${attribute}`,
  names: { [`#kc_${attribute}`]: attribute },
  values: { [`:kc_${attribute}`]: value },
});
/** At least one of the conditions holds. */
export const either = (a: Condition, b: Condition): Condition => ({
  expression: `(${a.expression}) OR (${b.expression})`,
  names: { ...a.names, ...b.names },
  values: { ...a.values, ...b.values },
});

/** Both conditions hold. */
export const both = (a: Condition, b: Condition): Condition => ({
  expression: `(${a.expression}) AND (${b.expression})`,
  names: { ...a.names, ...b.names },
  values: { ...a.values, ...b.values },
});

type Extra = Pick<Write, 'condition' | 'refusal'>;

/** Writes a new item; refused (with `refusal`) when one with its key exists. */
export const putIfAbsent = (item: Record<string, unknown> & ItemKey, refusal?: Write['refusal']): Write => ({
  kind: 'put',
  item,
  condition: absent(),
  refusal,
});

/** Replaces an item whose `attribute` (its revision) still holds `expected`. */
export const putIfRevision = (
  item: Record<string, unknown> & ItemKey,
  attribute: string,
  expected: number,
  refusal: Write['refusal'] = 'retry',
): Write => ({ kind: 'put', item, condition: equals(attribute, expected), refusal });

export const put = (item: Record<string, unknown> & ItemKey, extra: Extra = {}): Write => ({
  kind: 'put',
  item,
  ...extra,
});

/** SETs and ADDs on one item (created when absent unless the condition says otherwise). */
export const update = (
  key: ItemKey,
  change: {
    set?: Record<string, unknown>;
    add?: Record<string, number>;
    unset?: readonly string[];
    append?: Record<string, readonly unknown[]>;
  },
  extra: Extra = {},
): Write => ({ kind: 'update', key, ...change, ...extra });

/** Adds deltas to numeric attributes: balances, counters, user counts. */
export const addDeltas = (key: ItemKey, add: Record<string, number>, extra: Extra = {}): Write => ({
  kind: 'update',
  key,
  add,
  ...extra,
});

export const remove = (key: ItemKey, extra: Extra = {}): Write => ({ kind: 'delete', key, ...extra });

/** Writes nothing, but the transaction only commits while `condition` holds on this item. */
export const check = (key: ItemKey, condition: Condition, refusal?: Write['refusal']): Write => ({
  kind: 'check',
  key,
  condition,
  refusal,
});

/** The key of the item a write touches (two writes on one item cannot share a transaction). */
export const keyOf = (write: Write): ItemKey =>
  write.kind === 'put' ? { pk: write.item.pk, sk: write.item.sk } : write.key;

export const keyId = (key: ItemKey): string => `${key.pk}\n${key.sk}`;

const conditionParts = (condition: Condition | undefined) =>
  condition
    ? {
        ConditionExpression: condition.expression,
        names: condition.names ?? {},
        values: condition.values ?? {},
      }
    : { names: {}, values: {} };

const withMaps = (names: Record<string, string>, values: Record<string, unknown>) => ({
  ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
  ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
});

/** The update expression of SETs and ADDs with the kit's own placeholders (`#u0`, `:u0`...). */
const updateExpression = (
  set: Record<string, unknown> = {},
  add: Record<string, number> = {},
  unset: readonly string[] = [],
  append: Record<string, readonly unknown[]> = {},
) => {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  let n = 0;
  const part = (entries: [string, unknown][], join: (name: string, value: string) => string) =>
    entries.map(([attribute, value]) => {
      const i = n++;
      names[`#u${i}`] = attribute;
      values[`:u${i}`] = value;
      return join(`#u${i}`, `:u${i}`);
    });
  const sets = part(Object.entries(set), (name, value) => `${name} = ${value}`);
  const appends = part(
    Object.entries(append).filter(([, list]) => list.length > 0),
    (name, value) => `${name} = list_append(if_not_exists(${name}, :uempty), ${value})`,
  );
  if (appends.length) values[':uempty'] = [];
  const adds = part(Object.entries(add), (name, value) => `${name} ${value}`);
  const removes = unset.map((attribute) => {
    const i = n++;
    names[`#u${i}`] = attribute;
    return `#u${i}`;
  });
  const expression = [
    sets.length + appends.length ? `SET ${[...sets, ...appends].join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { expression, names, values };
};

/** The TransactItem of a write, for the table `tableName`. */
export const toTransactItem = (write: Write, tableName: string): TransactItem => {
  const { ConditionExpression, names, values } = conditionParts(write.condition);
  const condition = ConditionExpression ? { ConditionExpression } : {};
  switch (write.kind) {
    case 'put':
      return { Put: { TableName: tableName, Item: write.item, ...condition, ...withMaps(names, values) } };
    case 'delete':
      return { Delete: { TableName: tableName, Key: write.key, ...condition, ...withMaps(names, values) } };
    case 'check':
      if (!ConditionExpression) throw new Error('A condition check needs a condition');
      return {
        ConditionCheck: {
          TableName: tableName,
          Key: write.key,
          ConditionExpression,
          ...withMaps(names, values),
        },
      };
    case 'update': {
      const change = updateExpression(write.set, write.add, write.unset, write.append);
      if (!change.expression) throw new Error('An update needs something to set or add');
      return {
        Update: {
          TableName: tableName,
          Key: write.key,
          UpdateExpression: change.expression,
          ...condition,
          ...withMaps({ ...names, ...change.names }, { ...values, ...change.values }),
        },
      };
    }
  }
};
