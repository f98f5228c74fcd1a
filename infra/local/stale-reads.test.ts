import { describe, expect, it } from 'vitest';
import { createStaleReads, isEventualRead, writtenKeys } from './stale-reads.ts';

const T = 'batchpath';
const key = (pk: string, sk: string) => ({ pk: { S: pk }, sk: { S: sk } });
const lot = (held: boolean) => ({
  ...key('C#1#LOT#M#7', 'LOT#3'),
  qty: { N: '5' },
  ...(held ? { hold: { S: 'QA' } } : {}),
});

describe('stale reads: eventually consistent answers within the lag', () => {
  const clock = { t: 1000 };
  const stale = () => {
    const s = createStaleReads(() => clock.t);
    s.setLag(2000);
    return s;
  };

  it('answers an updated item with its image from before the write until the lag has passed', () => {
    const s = stale();
    s.remember(T, key('C#1#LOT#M#7', 'LOT#3'), lot(false));
    const fresh = { Item: lot(true) };
    expect(s.age('GetItem', { TableName: T }, fresh)).toEqual({ Item: lot(false) });
    clock.t += 2001;
    expect(s.age('GetItem', { TableName: T }, fresh)).toEqual(fresh);
  });

  it('leaves out an item created within the lag, from a query and a batch read alike', () => {
    const s = stale();
    s.remember(T, key('C#1#LINK#L#3', 'F#9'), null);
    const link = { ...key('C#1#LINK#L#3', 'F#9'), to: { N: '9' } };
    const other = { ...key('C#1#LINK#L#3', 'F#8'), to: { N: '8' } };
    expect(s.age('Query', { TableName: T }, { Items: [other, link], Count: 2 })).toEqual({
      Items: [other],
      Count: 1,
    });
    const batch = s.age(
      'BatchGetItem',
      { RequestItems: { [T]: { Keys: [] } } },
      { Responses: { [T]: [link, other] } },
    );
    expect(batch).toEqual({ Responses: { [T]: [other] } });
    // A consistent batch read of the table sees the write.
    const consistent = s.age(
      'BatchGetItem',
      { RequestItems: { [T]: { Keys: [], ConsistentRead: true } } },
      { Responses: { [T]: [link] } },
    );
    expect(consistent).toEqual({ Responses: { [T]: [link] } });
  });

  it('keeps the oldest image through further writes, cut to the attributes read (an index projection)', () => {
    const s = stale();
    s.remember(T, key('C#1#LOT#M#7', 'LOT#3'), lot(false));
    clock.t += 1500;
    s.remember(T, key('C#1#LOT#M#7', 'LOT#3'), lot(true));
    clock.t += 1000;
    const projected = { ...key('C#1#LOT#M#7', 'LOT#3'), hold: { S: 'QA' } };
    expect(s.age('Query', { TableName: T, IndexName: 'gsi1' }, { Items: [projected] })).toEqual({
      Items: [key('C#1#LOT#M#7', 'LOT#3')],
      Count: 1,
    });
  });

  it('is off at lag 0, and forgets what it kept', () => {
    const s = stale();
    s.remember(T, key('a', 'b'), null);
    s.setLag(0);
    expect(s.active).toBe(false);
    const answer = { Item: { ...key('a', 'b') } };
    expect(s.age('GetItem', { TableName: T }, answer)).toEqual(answer);
  });
});

describe('which calls write and which may read stale', () => {
  it('names the items every kind of write changes, not a transaction’s condition checks', () => {
    expect(
      writtenKeys('TransactWriteItems', {
        TransactItems: [
          { Put: { TableName: T, Item: { ...key('p', '1'), x: { N: '1' } } } },
          { Update: { TableName: T, Key: key('p', '2') } },
          { ConditionCheck: { TableName: T, Key: key('p', '3') } },
          { Delete: { TableName: T, Key: key('p', '4') } },
        ],
      }).map((w) => w.key.sk),
    ).toEqual([{ S: '1' }, { S: '2' }, { S: '4' }]);
    expect(
      writtenKeys('BatchWriteItem', {
        RequestItems: {
          [T]: [{ PutRequest: { Item: key('p', '5') } }, { DeleteRequest: { Key: key('p', '6') } }],
        },
      }),
    ).toHaveLength(2);
    expect(writtenKeys('GetItem', { TableName: T, Key: key('p', '1') })).toEqual([]);
  });

  it('takes only reads without ConsistentRead, and every index read', () => {
    expect(isEventualRead('GetItem', {})).toBe(true);
    expect(isEventualRead('GetItem', { ConsistentRead: true })).toBe(false);
    expect(isEventualRead('Query', { ConsistentRead: true })).toBe(false);
    expect(isEventualRead('Query', { IndexName: 'gsi1' })).toBe(true);
    expect(isEventualRead('BatchGetItem', { RequestItems: { [T]: { ConsistentRead: true } } })).toBe(false);
    expect(isEventualRead('PutItem', {})).toBe(false);
  });
});
