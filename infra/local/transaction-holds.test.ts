import { describe, expect, it } from 'vitest';
import { createTransactionHolds, plainWriteItem, transactionItems } from './transaction-holds.ts';

const key = (sk: string) => ({ pk: { S: 'C#1#X' }, sk: { S: sk } });
const transaction = {
  TransactItems: [
    { Put: { TableName: 't', Item: { ...key('A'), gsi1pk: { S: 'ignored' }, qty: { N: '1' } } } },
    { Update: { TableName: 't', Key: key('B'), UpdateExpression: 'ADD q :o' } },
    { Delete: { TableName: 't', Key: key('C') } },
    { ConditionCheck: { TableName: 't', Key: key('D'), ConditionExpression: 'attribute_exists(pk)' } },
  ],
};

describe('items a transaction in flight holds', () => {
  it('refuses a plain write to any of them, by key only, until the transaction answers', () => {
    const holds = createTransactionHolds();
    const release = holds.hold(transactionItems(transaction));
    for (const sk of ['A', 'B', 'C', 'D']) {
      expect(holds.isHeld(plainWriteItem('UpdateItem', { TableName: 't', Key: key(sk) }) as string)).toBe(
        true,
      );
    }
    // A Put names the whole item: only its key attributes count.
    expect(
      holds.isHeld(
        plainWriteItem('PutItem', { TableName: 't', Item: { ...key('A'), other: { S: 'x' } } }) as string,
      ),
    ).toBe(true);
    expect(holds.isHeld(plainWriteItem('DeleteItem', { TableName: 't', Key: key('E') }) as string)).toBe(
      false,
    );
    expect(holds.isHeld(plainWriteItem('DeleteItem', { TableName: 'other', Key: key('A') }) as string)).toBe(
      false,
    );
    release();
    expect(holds.isHeld(plainWriteItem('UpdateItem', { TableName: 't', Key: key('B') }) as string)).toBe(
      false,
    );
  });

  it('keeps an item held while another transaction still holds it, and a release counts once', () => {
    const holds = createTransactionHolds();
    const id = plainWriteItem('UpdateItem', { TableName: 't', Key: key('B') }) as string;
    const first = holds.hold(transactionItems(transaction));
    const second = holds.hold(transactionItems(transaction));
    first();
    first();
    expect(holds.isHeld(id)).toBe(true);
    second();
    expect(holds.isHeld(id)).toBe(false);
  });

  it('knows reads and transactions are not plain writes', () => {
    expect(plainWriteItem('GetItem', { TableName: 't', Key: key('A') })).toBeNull();
    expect(plainWriteItem('TransactWriteItems', transaction)).toBeNull();
  });
});
