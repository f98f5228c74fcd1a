import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { describe, expect, it } from 'vitest';
import { pickable } from './lot-pickable.ts';

const DAY = '2026-11-27';
const expired = { date: '2026-11-24', kind: 'use_by' } as const;
const held = (category: string) => ({ category }) as unknown as MaterialLot['hold'];

describe('pickable', () => {
  const ship = { allowHeld: false, allowExpired: true };
  const use = { allowHeld: false, allowExpired: false };

  it('lets a shipment pick an expired lot, held by the expiry job or not; production neither', () => {
    expect(pickable({ hold: null, expiry: expired }, ship, DAY)).toBe(true);
    expect(pickable({ hold: held('expired'), expiry: expired }, ship, DAY)).toBe(true);
    expect(pickable({ hold: null, expiry: expired }, use, DAY)).toBe(false);
    expect(pickable({ hold: held('expired'), expiry: expired }, use, DAY)).toBe(false);
  });

  it('never lets a lot held for another reason be picked, but for an adjustment', () => {
    expect(pickable({ hold: held('supplier_recall'), expiry: expired }, ship, DAY)).toBe(false);
    expect(pickable({ hold: held('quality'), expiry: null }, use, DAY)).toBe(false);
    expect(
      pickable({ hold: held('quality'), expiry: expired }, { allowHeld: true, allowExpired: true }, DAY),
    ).toBe(true);
  });
});
