import { describe, expect, it } from 'vitest';
import { indexDefinitions, keyAttributes, tableSchema } from './schema.ts';

describe('indexDefinitions', () => {
  it('names every index of the schema with its keys and projection', () => {
    expect(indexDefinitions()).toEqual(
      Object.entries(tableSchema.indexes).map(([name, index]) => ({
        name,
        partitionKey: index.partitionKey,
        sortKey: index.sortKey,
        projectionType: index.projection,
        ...('nonKeyAttributes' in index ? { nonKeyAttributes: index.nonKeyAttributes } : {}),
      })),
    );
  });

  it('carries the attributes of an INCLUDE projection (what the local table used to drop)', () => {
    const [definition] = indexDefinitions({
      gsi9: {
        partitionKey: 'gsi9pk',
        sortKey: 'gsi9sk',
        projection: 'INCLUDE',
        nonKeyAttributes: ['name', 'qty'],
      },
    });
    expect(definition).toMatchObject({ projectionType: 'INCLUDE', nonKeyAttributes: ['name', 'qty'] });
  });

  it('refuses attributes without INCLUDE and INCLUDE without attributes', () => {
    expect(() =>
      indexDefinitions({
        g: { partitionKey: 'a', sortKey: 'b', projection: 'INCLUDE', nonKeyAttributes: [] },
      }),
    ).toThrow(/INCLUDE/);
    expect(() =>
      indexDefinitions({
        g: { partitionKey: 'a', sortKey: 'b', projection: 'ALL', nonKeyAttributes: ['x'] },
      }),
    ).toThrow(/INCLUDE/);
  });
});

describe('keyAttributes', () => {
  it('lists the table and index keys once each', () => {
    expect(keyAttributes()).toEqual([
      'pk',
      'sk',
      'gsi1pk',
      'gsi1sk',
      'gsi2pk',
      'gsi2sk',
      'gsi3pk',
      'gsi3sk',
      'gsi4pk',
      'gsi4sk',
      'fingerprint',
    ]);
  });
});
