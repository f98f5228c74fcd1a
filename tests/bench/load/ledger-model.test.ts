import { describe, expect, it } from 'vitest';
import { type Balances, type Entry, type Operation, checkLedger } from './ledger-model.ts';

const receipt: Operation = {
  id: 'submission:1',
  outcome: 'accepted',
  status: 200,
  effects: [
    { materialId: 1, lotCode: 'FL-1', milli: 5000 },
    { materialId: 1, lotCode: 'FL-2', milli: 2500 },
  ],
};
const adjust: Operation = {
  id: 'adjust:k1',
  outcome: 'accepted',
  status: 200,
  effects: [{ materialId: 1, lotCode: 'FL-1', milli: -1000 }],
};
const refused: Operation = {
  id: 'adjust:k2',
  outcome: 'refused',
  status: 400,
  effects: [{ materialId: 1, lotCode: null, milli: 7 }],
};

const entries: Entry[] = [
  { materialId: 1, lotId: 10, milli: 5000, origin: 'submission:1' },
  { materialId: 1, lotId: 11, milli: 2500, origin: 'submission:1' },
  { materialId: 1, lotId: 10, milli: -1000, origin: 'adjust:k1' },
];
const balances = (stock: number, lot10 = 4000): Balances => ({
  stock: new Map([[1, stock]]),
  lots: new Map([
    [10, { materialId: 1, lotCode: 'FL-1', milli: lot10 }],
    [11, { materialId: 1, lotCode: 'fl-2', milli: 2500 }],
  ]),
});

describe('the load run checker', () => {
  it('passes a ledger that is the accepted operations, each once', () => {
    expect(checkLedger([receipt, adjust, refused], entries, balances(6500))).toEqual([]);
  });

  it('finds a doubled posting, a lost one, a refused one that posted, and a balance off its ledger', () => {
    const doubled = [...entries, { materialId: 1, lotId: 10, milli: -1000, origin: 'adjust:k1' }];
    expect(checkLedger([receipt, adjust], doubled, balances(5500, 3000)).join('\n')).toMatch(
      /adjust:k1 .*posted 2 entries/,
    );
    const lost = entries.slice(0, 2);
    expect(checkLedger([receipt, adjust], lost, balances(7500, 5000)).join('\n')).toMatch(
      /adjust:k1 .*posted 0 entries/,
    );
    const sneaked = [...entries, { materialId: 1, lotId: null, milli: 7, origin: 'adjust:k2' }];
    expect(checkLedger([receipt, adjust, refused], sneaked, balances(6507)).join('\n')).toMatch(
      /adjust:k2 \(refused/,
    );
    expect(checkLedger([receipt, adjust], entries, balances(6400)).join('\n')).toMatch(
      /stock 6.4 but its ledger sums to 6.5/,
    );
    expect(checkLedger([receipt, adjust], entries, balances(6500, 3900)).join('\n')).toMatch(
      /lot FL-1 \(10\): quantity 3.9/,
    );
  });

  it('refuses to judge an outcome that was never settled, and flags entries the run never sent', () => {
    const open: Operation = { ...adjust, outcome: 'unknown', status: 503 };
    expect(checkLedger([receipt, open], entries, balances(6500)).join('\n')).toMatch(/never settled/);
    expect(checkLedger([receipt], entries, balances(6500)).join('\n')).toMatch(
      /from adjust:k1, which the run never sent/,
    );
  });
});
