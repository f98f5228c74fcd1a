import { describe, expect, it } from 'vitest';
import type { WaitsHeader } from '@bp/infra/local/waits/request-waits.ts';
import {
  arrivalPhases,
  crowding,
  SEGMENTS,
  type Segments,
  segmentsOf,
  summarize,
  unionLength,
} from './waits.ts';

/** A request that arrived at the gateway 10 ms after the load tool sent it (epoch ms 1000). */
const header: WaitsHeader = {
  t0: 1010,
  sent: 38,
  inv: { a: [1, 3, 11, 12], h: [13, 20, 35, 36] },
  calls: [
    // The authorizer's GetItem: 1 to the endpoint, 1 checks, 3 in DynamoDB Local, 1 back.
    ['a', 'd', 'GetItem', 4, 4, 5, 6, 9, 9.5, 10],
    // The handler's two calls side by side (21-31 and 22-30): 10 ms of wall for 18 of calls; the
    // Query waited 1 ms for a socket.
    ['h', 'd', 'Query', 21, 22, 23, 24, 29, 29.5, 31],
    ['h', 'd', 'GetItem', 22, 22, 24, 25, 28, 28.5, 30],
  ],
};

const sum = (s: Segments) => SEGMENTS.reduce((n, seg) => n + s[seg], 0);

describe('segmentsOf', () => {
  it('splits a request into parts that add up to its time', () => {
    const s = segmentsOf(header, 1000, 1052);
    expect(s['to gateway']).toBe(10);
    expect(s['to client']).toBe(4);
    expect(s.gateway).toBe(38 - (12 - 1) - (36 - 13));
    expect(s['worker queue']).toBe(2 + 7);
    expect(s['worker reply']).toBe(1 + 1);
    // The authorizer ran 8 ms with 6 in its call; the handler 15 with 10 of wall in its calls.
    expect(s['function run']).toBeCloseTo(2 + 5);
    // The handler's overlapping calls share its 10 ms of wall in proportion (10 / 18).
    expect(s['SDK socket']).toBeCloseTo(1 * (10 / 18));
    expect(s['to endpoint']).toBeCloseTo(1 + (1 + 2) * (10 / 18));
    expect(s['endpoint checks']).toBeCloseTo(1 + (1 + 1) * (10 / 18));
    expect(s['DynamoDB Local']).toBeCloseTo(3 + (5 + 3) * (10 / 18));
    expect(s['endpoint to SDK']).toBeCloseTo(1 + (2 + 2) * (10 / 18));
    expect(s.S3).toBe(0);
    expect(s.unmatched).toBe(0);
    expect(sum(s)).toBeCloseTo(52);
  });

  it('ends a call the endpoint refused at its checks, and keeps a call it has no record of apart', () => {
    const refused: WaitsHeader = {
      t0: 1000,
      sent: 20,
      inv: { h: [0, 1, 19, 20] },
      calls: [
        // Never written (no socket event): its wait to the endpoint counts from its creation.
        ['h', 'd', 'UpdateItem', 2, null, 3, null, null, 5, 6],
        ['h', 's', '', 8, 9, null, null, null, null, 12],
        // No answer read (an abort): not placed, its time stays the function's.
        ['h', 'd', 'GetItem', 13, 13, 14, 15, null, null, null],
      ],
    };
    const s = segmentsOf(refused, 1000, 1020);
    expect(s['SDK socket']).toBe(0);
    expect(s['to endpoint']).toBe(1);
    expect(s['endpoint checks']).toBe(2);
    expect(s['DynamoDB Local']).toBe(0);
    expect(s['endpoint to SDK']).toBe(1);
    expect(s.unmatched).toBe(4);
    expect(s['function run']).toBe(18 - 8);
    expect(sum(s)).toBeCloseTo(20);
  });

  it('places an S3 call under S3', () => {
    const s3: WaitsHeader = {
      t0: 0,
      sent: 10,
      inv: { h: [0, 0, 10, 10] },
      calls: [['h', 's', 'PUT', 1, 1, 2, 3, 7, 8, 9]],
    };
    expect(segmentsOf(s3, 0, 10).S3).toBe(4);
  });
});

describe('unionLength', () => {
  it('counts overlapping time once and only inside the bounds', () => {
    expect(
      unionLength(
        [
          [5, 8],
          [0, 3],
          [2, 4],
          [7, 12],
        ],
        1,
        10,
      ),
    ).toBe(3 + 5);
    expect(unionLength([], 0, 10)).toBe(0);
  });
});

describe('summarize', () => {
  it('gives each segment its p50 and p95 and the mean of the slowest requests', () => {
    const samples = Array.from({ length: 20 }, (_, i) => {
      const segments = Object.fromEntries(SEGMENTS.map((s) => [s, 0])) as Segments;
      // The slowest request waited in the worker queue; the others in DynamoDB Local.
      if (i === 19) segments['worker queue'] = 500;
      else segments['DynamoDB Local'] = i + 1;
      return { total: sum(segments), segments };
    });
    const summary = summarize(samples);
    expect(summary.count).toBe(20);
    expect(summary.total.p95).toBe(19);
    expect(summary.total.p50).toBe(10);
    expect(summary.p95['DynamoDB Local']).toBe(18);
    expect(summary.tail.count).toBe(2);
    expect(summary.tail.total).toBe((19 + 500) / 2);
    expect(summary.tail['worker queue']).toBe(250);
    expect(summary.tail['DynamoDB Local']).toBe(19 / 2);
  });
});

describe('arrivalPhases', () => {
  it('shows arrivals bunched in one part of the second', () => {
    const bunched = arrivalPhases([5000, 6010, 7020, 8050, 9150]);
    expect(bunched[0]).toBeCloseTo(0.8);
    expect(bunched[1]).toBeCloseTo(0.2);
    expect(arrivalPhases([]).every((x) => x === 0)).toBe(true);
  });
});

describe('crowding', () => {
  it('counts the arrivals in the window before each one, in any order', () => {
    expect(crowding([1000, 1010, 1090, 1200, 1020, 3000], 100)).toEqual([0, 1, 3, 0, 2, 0]);
    expect(crowding([], 100)).toEqual([]);
  });
});
