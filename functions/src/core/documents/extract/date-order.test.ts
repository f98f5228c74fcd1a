import { describe, expect, it } from 'vitest';
import { decideDateOrder } from './date-order.ts';

const uploaded = '2026-11-26';

describe('decideDateOrder', () => {
  it('follows a fixed setting whatever the page says', () => {
    expect(decideDateOrder(['18/09/2026'], 'MDY', { uploaded })).toEqual({
      order: 'MDY',
      byPlausibility: false,
    });
    expect(decideDateOrder(['09/18/2026'], 'DMY', { uploaded })).toEqual({
      order: 'DMY',
      byPlausibility: false,
    });
  });

  it('reads a page whose dates lost their dots in the order that reads them, doubtful', () => {
    // A German goods-in sheet: `18.11.26` read `181126`; nothing else on it tells the order.
    expect(decideDateOrder(['181126', '181126', '201126'], 'auto', { uploaded })).toEqual({
      order: 'DMY',
      byPlausibility: true,
    });
    // A date written with its separators still decides: `11/18/26` is month first.
    expect(decideDateOrder(['11/18/26', '181126'], 'auto', { uploaded }).order).toBe('MDY');
  });

  it('lets one unambiguous date fix the order of all the others', () => {
    // A US running log: 11/02 could be 11 February, but 11/18 can only be November 18.
    expect(decideDateOrder(['11/02/2026', '11/18/2026'], 'auto', { uploaded })).toEqual({
      order: 'MDY',
      byPlausibility: false,
    });
    expect(decideDateOrder(['02/11/2026', '18/11/2026'], 'auto', { uploaded })).toEqual({
      order: 'DMY',
      byPlausibility: false,
    });
  });

  it('reads a January receipt uploaded in January as January, not a December still to come', () => {
    expect(decideDateOrder(['01/12/2026'], 'auto', { uploaded: '2026-01-14' })).toEqual({
      order: 'MDY',
      byPlausibility: true,
    });
    expect(decideDateOrder(['12/01/2026'], 'auto', { uploaded: '2026-01-14' })).toEqual({
      order: 'DMY',
      byPlausibility: true,
    });
  });

  it('prefers the reading closest before the upload when both are past', () => {
    // 3 November or 11 March: a form photographed on 26 November was written on the 3rd.
    expect(decideDateOrder(['11/03/2026'], 'auto', { uploaded }).order).toBe('MDY');
    expect(decideDateOrder(['03/11/2026'], 'auto', { uploaded }).order).toBe('DMY');
  });

  it("prefers the reading near the company's recent documents", () => {
    // 2 April or 4 February, both long past; the company's last documents are from early April.
    const recent = ['2026-04-01', '2026-03-28'];
    expect(decideDateOrder(['04/02/2026'], 'auto', { uploaded, recent }).order).toBe('MDY');
    expect(decideDateOrder(['02/04/2026'], 'auto', { uploaded, recent }).order).toBe('DMY');
  });

  it("prefers the reading that keeps a page's dates close together", () => {
    // A packing slip: order date 5-3-2026, ship date 05-07-2026. Month first they are four days
    // apart (3 and 7 May); day first four months (5 March, 5 July), though 5 July is nearer the
    // upload. The order date is no field of a shipment: it is among the page's other dates.
    const elsewhere = ['5-3-2026', '05-07-2026'];
    expect(decideDateOrder(['05-07-2026'], 'auto', { uploaded, elsewhere })).toEqual({
      order: 'MDY',
      byPlausibility: true,
    });
    // Without the order date, the nearer reading (5 July) wins, as before.
    expect(decideDateOrder(['05-07-2026'], 'auto', { uploaded }).order).toBe('DMY');
    // Dates close in both readings leave it to the rest (3 and 4 November, or 11 March and April).
    expect(decideDateOrder(['11/03/2026'], 'auto', { uploaded, elsewhere: ['11/04/2026'] }).order).toBe(
      'MDY',
    );
  });

  it('has nothing to decide when every date reads the same either way', () => {
    expect(decideDateOrder(['2026-11-03', 'Nov 3, 2026', '05/05/2026'], 'auto', { uploaded })).toMatchObject({
      byPlausibility: false,
    });
  });
});
