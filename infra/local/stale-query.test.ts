import { describe, expect, it } from 'vitest';
import { ageQuery, keyShapeOf } from './stale-query.ts';

type Item = Record<string, unknown>;
const S = (s: string) => ({ S: s });
const REVIEW = 'C#1#SUB#goods_receipt#CLASS#review_open';
const VERIFIED = 'C#1#SUB#goods_receipt#CLASS#verified_open';
const sub = (id: number, list: string, extra: Item = {}): Item => ({
  pk: S('C#1#SUB#goods_receipt'),
  sk: S(`SUB#${String(id).padStart(6, '0')}`),
  gsi1pk: S(list),
  gsi1sk: S(`SUB#${String(id).padStart(6, '0')}`),
  ...extra,
});
const idOf = (item: Item) => JSON.stringify([item.pk, item.sk]);
const tab = (list: string, extra: Item = {}): Item => ({
  TableName: 'batchpath',
  IndexName: 'gsi1',
  KeyConditionExpression: '#kpk = :kpk',
  ExpressionAttributeNames: { '#kpk': 'gsi1pk' },
  ExpressionAttributeValues: { ':kpk': S(list) },
  ScanIndexForward: false,
  ...extra,
});
const same = (item: Item) => item;
const ids = (answer: Item) => (answer.Items as Item[]).map((i) => (i.sk as { S: string }).S);

describe('a Query within the lag, as AWS may answer it after items moved between partitions', () => {
  it('leaves out an item its write moved into the partition, and keeps one written but not moved', () => {
    // 3 was just submitted (review -> verified); 2 was just renamed, still in review.
    const images = new Map([
      [idOf(sub(3, REVIEW)), sub(3, REVIEW)],
      [idOf(sub(2, REVIEW)), sub(2, REVIEW, { name: S('old') })],
    ]);
    const verified = ageQuery(
      tab(VERIFIED),
      { Items: [sub(3, VERIFIED), sub(1, VERIFIED)], Count: 2 },
      same,
      images,
    );
    expect(ids(verified)).toEqual(['SUB#000001']);
    const review = ageQuery(
      tab(REVIEW),
      { Items: [sub(2, REVIEW, { name: S('new') })], Count: 1 },
      same,
      images,
    );
    // The moved-out 3 is back, newest first, before 2.
    expect(ids(review)).toEqual(['SUB#000003', 'SUB#000002']);
    expect(review.Count).toBe(2);
  });

  it('puts a moved-out item back only inside the page read, and keeps the page to its Limit', () => {
    const images = new Map([[idOf(sub(9, REVIEW)), sub(9, REVIEW)]]);
    const page = { Items: [sub(8, REVIEW), sub(7, REVIEW)], Count: 2, LastEvaluatedKey: sub(7, REVIEW) };
    const aged = ageQuery(tab(REVIEW, { Limit: 2 }), page, same, images);
    expect(ids(aged)).toEqual(['SUB#000009', 'SUB#000008']);
    expect(aged.LastEvaluatedKey).toEqual(sub(8, REVIEW));
    // The next page, starting after 8, does not show 9 again.
    const next = ageQuery(
      tab(REVIEW, { Limit: 2, ExclusiveStartKey: sub(8, REVIEW) }),
      { Items: [sub(7, REVIEW)], Count: 1 },
      same,
      images,
    );
    expect(ids(next)).toEqual(['SUB#000007']);
    // An older item moved out of a page that ends before it waits for its own page.
    const older = new Map([[idOf(sub(2, REVIEW)), sub(2, REVIEW)]]);
    expect(ids(ageQuery(tab(REVIEW, { Limit: 2 }), page, same, older))).toEqual(['SUB#000008', 'SUB#000007']);
  });

  it('honours the sort key condition and an index projection', () => {
    const ledger = (seq: number, extra: Item = {}): Item => ({
      pk: S('C#1#LEDGER'),
      sk: S(`E#${seq}`),
      gsi4pk: S('C#1#DAY#2026-11-20'),
      gsi4sk: S(`E#${seq}`),
      secret: S('not projected'),
      source: S('SUB#1'),
      ...extra,
    });
    const input = {
      TableName: 'batchpath',
      IndexName: 'gsi4',
      KeyConditionExpression: 'gsi4pk = :d AND gsi4sk BETWEEN :a AND :b',
      ExpressionAttributeValues: { ':d': S('C#1#DAY#2026-11-20'), ':a': S('E#2'), ':b': S('E#5') },
    };
    const moved = ledger(3);
    const images = new Map([
      [idOf(moved), moved],
      [idOf(ledger(7)), ledger(7)],
    ]);
    const aged = ageQuery(input, { Items: [], Count: 0 }, same, images);
    expect(aged.Items).toEqual([
      {
        pk: S('C#1#LEDGER'),
        sk: S('E#3'),
        gsi4pk: S('C#1#DAY#2026-11-20'),
        gsi4sk: S('E#3'),
        source: S('SUB#1'),
      },
    ]);
  });

  it('reads begins_with, a named sort key and parentheses; a form it cannot read ages items only', () => {
    const shape = keyShapeOf({
      KeyConditionExpression: '(#p = :p) AND begins_with(#s, :s)',
      ExpressionAttributeNames: { '#p': 'pk', '#s': 'sk' },
      ExpressionAttributeValues: { ':p': S('C#1#LOTS'), ':s': S('LOT#M#7#') },
    });
    expect(shape?.sortHolds(S('LOT#M#7#12'))).toBe(true);
    expect(shape?.sortHolds(S('LOT#M#8#1'))).toBe(false);
    expect(keyShapeOf({ ...tab(REVIEW), FilterExpression: 'x = :x' })).toBeNull();
    expect(keyShapeOf({ KeyConditionExpression: 'size(pk) > :n', ExpressionAttributeValues: {} })).toBeNull();
    const images = new Map([[idOf(sub(4, REVIEW)), null]]);
    const answer = { Items: [sub(4, REVIEW), sub(1, REVIEW)], Count: 2 };
    // Created within the lag: left out, whichever way the Query is read.
    const agedItem = (item: Item) => (idOf(item) === idOf(sub(4, REVIEW)) ? null : item);
    expect(ids(ageQuery({ ...tab(REVIEW), FilterExpression: 'x = :x' }, answer, agedItem, images))).toEqual([
      'SUB#000001',
    ]);
    expect(ids(ageQuery(tab(REVIEW), answer, agedItem, images))).toEqual(['SUB#000001']);
  });
});
