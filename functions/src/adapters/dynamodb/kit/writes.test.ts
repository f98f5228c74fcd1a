import { describe, expect, it } from 'vitest';
import {
  addDeltas,
  both,
  check,
  equals,
  present,
  putIfAbsent,
  putIfRevision,
  remove,
  toTransactItem,
  update,
} from './writes.ts';

const key = { pk: 'C#1#MATERIAL', sk: 'MATERIAL#0000000001' };

describe('toTransactItem', () => {
  it('writes a new item only where none exists', () => {
    expect(toTransactItem(putIfAbsent({ ...key, name: 'Salt' }), 'T')).toEqual({
      Put: {
        TableName: 'T',
        Item: { ...key, name: 'Salt' },
        ConditionExpression: 'attribute_not_exists(#kpk)',
        ExpressionAttributeNames: { '#kpk': 'pk' },
      },
    });
  });

  it('replaces an item only at the revision read', () => {
    expect(toTransactItem(putIfRevision({ ...key, rev: 4 }, 'rev', 3), 'T')).toMatchObject({
      Put: { ConditionExpression: '#kc_rev = :kc_rev', ExpressionAttributeValues: { ':kc_rev': 3 } },
    });
  });

  it('spells SETs and ADDs with its own placeholders next to the condition', () => {
    const item = toTransactItem(
      update(
        key,
        { set: { name: 'Salt' }, add: { qty: -2 } },
        { condition: both(present(), equals('rev', 1)) },
      ),
      'T',
    );
    expect(item).toEqual({
      Update: {
        TableName: 'T',
        Key: key,
        UpdateExpression: 'SET #u0 = :u0 ADD #u1 :u1',
        ConditionExpression: '(attribute_exists(#kpk)) AND (#kc_rev = :kc_rev)',
        ExpressionAttributeNames: { '#kpk': 'pk', '#kc_rev': 'rev', '#u0': 'name', '#u1': 'qty' },
        ExpressionAttributeValues: { ':kc_rev': 1, ':u0': 'Salt', ':u1': -2 },
      },
    });
    expect(toTransactItem(update(key, { set: { a: 1 }, unset: ['lease'] }), 'T')).toMatchObject({
      Update: { UpdateExpression: 'SET #u0 = :u0 REMOVE #u1', ExpressionAttributeNames: { '#u1': 'lease' } },
    });
    expect(toTransactItem(addDeltas(key, { qty: 1 }), 'T')).toMatchObject({
      Update: { UpdateExpression: 'ADD #u0 :u0' },
    });
  });

  it('deletes and checks under a condition', () => {
    expect(toTransactItem(remove(key, { condition: present() }), 'T')).toMatchObject({
      Delete: { Key: key, ConditionExpression: 'attribute_exists(#kpk)' },
    });
    expect(toTransactItem(check(key, equals('archived', false)), 'T')).toMatchObject({
      ConditionCheck: { Key: key, ExpressionAttributeValues: { ':kc_archived': false } },
    });
  });
});
