import { tableSchema } from '@bp/shared/table/schema.ts';

/**
 * A Query answered as AWS may answer it within the lag (stale-reads.ts), including what moved:
 * an item whose write took it INTO the queried partition (a submission just submitted, under the
 * Verified class of gsi1) is not there yet, and one whose write took it OUT is still there with
 * its old values. DynamoDB Local answers neither way, so without this a list read from an index
 * right after a move looked right here and could be wrong deployed. Items go back in the
 * answer's order, the page keeps its Limit, and LastEvaluatedKey follows the page's last item.
 * A Query this cannot read (an unknown key condition form, a FilterExpression, Select COUNT)
 * gets only the per-item ageing, as before.
 */
type Item = Record<string, unknown>;
type Value = { S?: string; N?: string };

interface KeyShape {
  pkName: string;
  skName: string;
  pkValue: Value;
  /** The sort key condition (true when there is none). */
  sortHolds: (sk: Value | undefined) => boolean;
  projected: (item: Item) => Item;
}

const scalar = (v: Value | undefined): string | number | undefined =>
  v?.N !== undefined ? Number(v.N) : v?.S;

const compare = (a: Value | undefined, b: Value | undefined) => {
  const x = scalar(a);
  const y = scalar(b);
  if (x === y) return 0;
  if (x === undefined) return -1;
  if (y === undefined) return 1;
  return x < y ? -1 : 1;
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const SORT_FORMS: readonly [RegExp, (sk: Value | undefined, v: Value[]) => boolean][] = [
  [/^(\S+) BETWEEN (:\w+) AND (:\w+)$/i, (sk, [lo, hi]) => compare(sk, lo) >= 0 && compare(sk, hi) <= 0],
  [
    /^begins_with\s*\(\s*(\S+?)\s*,\s*(:\w+)\s*\)$/i,
    (sk, [p]) => String(sk?.S ?? '').startsWith(p?.S ?? '\u0000'),
  ],
  [/^(\S+)\s*<=\s*(:\w+)$/, (sk, [v]) => compare(sk, v) <= 0],
  [/^(\S+)\s*>=\s*(:\w+)$/, (sk, [v]) => compare(sk, v) >= 0],
  [/^(\S+)\s*<\s*(:\w+)$/, (sk, [v]) => compare(sk, v) < 0],
  [/^(\S+)\s*>\s*(:\w+)$/, (sk, [v]) => compare(sk, v) > 0],
  [/^(\S+)\s*=\s*(:\w+)$/, (sk, [v]) => compare(sk, v) === 0],
];

/** The queried partition and sort condition, or null for a form this does not read. */
export const keyShapeOf = (input: Item): KeyShape | null => {
  if (input.FilterExpression !== undefined || input.Select === 'COUNT') return null;
  const index = input.IndexName
    ? (
        tableSchema.indexes as Record<
          string,
          { partitionKey: string; sortKey: string; projection: string; nonKeyAttributes?: readonly string[] }
        >
      )[String(input.IndexName)]
    : undefined;
  if (input.IndexName && !index) return null;
  const pkName = index?.partitionKey ?? tableSchema.partitionKey;
  const skName = index?.sortKey ?? tableSchema.sortKey;
  const names = (input.ExpressionAttributeNames as Record<string, string> | undefined) ?? {};
  const values = (input.ExpressionAttributeValues as Record<string, Value> | undefined) ?? {};
  const nameOf = (token: string) => names[token] ?? token;
  // BETWEEN's own AND is not a separator of the two key conditions.
  const parts = String(input.KeyConditionExpression ?? '')
    .trim()
    .replace(/(BETWEEN\s+:\w+)\s+AND\s+/gi, '$1 \u0000 ')
    .split(/\s+AND\s+/i)
    .map((part) => part.replace(' \u0000 ', ' AND ').trim())
    .map((part) => (part.startsWith('(') && part.endsWith(')') ? part.slice(1, -1).trim() : part));
  let pkValue: Value | undefined;
  let sortHolds: KeyShape['sortHolds'] = () => true;
  for (const part of parts) {
    const eq = /^(\S+)\s*=\s*(:\w+)$/.exec(part);
    if (eq && nameOf(eq[1]!) === pkName) {
      pkValue = values[eq[2]!];
      continue;
    }
    const form = SORT_FORMS.find(([re]) => re.test(part));
    const m = form?.[0].exec(part);
    if (!form || !m || nameOf(m[1]!) !== skName) return null;
    const operands = m.slice(2).map((t) => values[t!]!);
    sortHolds = (sk) => form[1](sk, operands);
  }
  if (!pkValue) return null;
  const projection = String(input.ProjectionExpression ?? '').trim();
  const wanted = projection ? projection.split(/\s*,\s*/).map(nameOf) : null;
  const keys = [tableSchema.partitionKey, tableSchema.sortKey, pkName, skName];
  const indexed = index && index.projection !== 'ALL' ? [...keys, ...(index.nonKeyAttributes ?? [])] : null;
  const projected = (item: Item) =>
    Object.fromEntries(
      Object.entries(item).filter(
        ([name]) => (!wanted || wanted.includes(name)) && (!indexed || indexed.includes(name)),
      ),
    );
  return { pkName, skName, pkValue, sortHolds, projected };
};

const tableKeyId = (item: Item) =>
  JSON.stringify([item[tableSchema.partitionKey], item[tableSchema.sortKey]]);

/** Whether an image from before the lag was in the queried partition and range. */
const inRange = (shape: KeyShape, image: Item) =>
  sameValue(image[shape.pkName], shape.pkValue) && shape.sortHolds(image[shape.skName] as Value | undefined);

/**
 * The answer with each aged item (`aged`: the per-item image, or null when it did not exist)
 * kept only where its image was in the partition, and the images that left it put back.
 * `images`: every item image of the table kept within the lag, by table key id.
 */
export const ageQuery = (
  input: Item,
  answer: Item,
  aged: (item: Item) => Item | null,
  images: ReadonlyMap<string, Item | null>,
): Item => {
  const items = (answer.Items as Item[] | undefined) ?? [];
  const shape = keyShapeOf(input);
  if (!shape) {
    const kept = items.flatMap((i) => aged(i) ?? []);
    return answer.Items ? { ...answer, Items: kept, Count: kept.length } : answer;
  }
  const answered = new Set(items.map(tableKeyId));
  const stayed = items.flatMap((item) => {
    const image = images.get(tableKeyId(item));
    if (image === undefined) return [item];
    if (image === null || !inRange(shape, image)) return [];
    const old = aged(item);
    return old ? [old] : [];
  });
  const forward = input.ScanIndexForward !== false;
  const order = (a: Item, b: Item) => {
    const bySort = compare(a[shape.skName] as Value, b[shape.skName] as Value);
    const c =
      bySort !== 0 ? bySort : tableKeyId(a) < tableKeyId(b) ? -1 : tableKeyId(a) > tableKeyId(b) ? 1 : 0;
    return forward ? c : -c;
  };
  const start = input.ExclusiveStartKey as Item | undefined;
  const last = answer.LastEvaluatedKey as Item | undefined;
  const left = [...images.entries()].flatMap(([id, image]) =>
    image &&
    !answered.has(id) &&
    inRange(shape, image) &&
    (!start || order(image, start) > 0) &&
    (!last || order(image, last) <= 0)
      ? [shape.projected(image)]
      : [],
  );
  if (left.length === 0 && stayed.length === items.length) return answer;
  const merged = [...stayed, ...left].sort(order);
  const limit = typeof input.Limit === 'number' ? input.Limit : Infinity;
  const page = merged.slice(0, limit);
  const cut = merged.length > limit;
  const end = page.at(-1);
  const lastKey =
    cut && end
      ? Object.fromEntries(
          [tableSchema.partitionKey, tableSchema.sortKey, shape.pkName, shape.skName].map((n) => [n, end[n]]),
        )
      : last;
  const { LastEvaluatedKey: _dropped, ...rest } = answer;
  return { ...rest, Items: page, Count: page.length, ...(lastKey ? { LastEvaluatedKey: lastKey } : {}) };
};
