import { describe, expect, it } from 'vitest';
import { extractDocument } from './extract-document.ts';
import { box, page } from './layout-fixtures.test-support.ts';

const values = <T extends Record<string, { value: unknown }>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
const opts = { dateOrder: 'auto' as const, uploaded: '2026-11-26' };
const cell = (text: string, left: number, top: number) => box(text, left, top, { height: 0.012 });

describe('a heading the recogniser read across two columns', () => {
  it('parts `CasesRecvdLot` `Code` where the lot codes begin, so counts and lots keep their columns', () => {
    // A produce receiving record: `Cases Recvd` and `Lot Code` read as one word and a stray one.
    const top = 0.2;
    const x = extractDocument(
      page([
        box('Received: 11/20/2026', 0.06, 0.08),
        box('Shipper: Valle Verde Farms', 0.06, 0.11),
        box('Commodity', 0.06, top, { width: 0.09 }),
        box('Pack', 0.25, top, { width: 0.04 }),
        box('CasesRecvdLot', 0.4, top, { width: 0.125 }),
        box('Code', 0.535, top, { width: 0.04 }),
        box('Temp', 0.7, top, { width: 0.04 }),
        cell('Roma Tomatoes', 0.06, top + 0.035),
        cell('25lb', 0.25, top + 0.035),
        cell('64', 0.4, top + 0.035),
        cell('VV-T1118-02', 0.5, top + 0.035),
        cell('44', 0.7, top + 0.035),
        cell('Green Cabbage', 0.06, top + 0.07),
        cell('50lb', 0.25, top + 0.07),
        cell('22', 0.4, top + 0.07),
        cell('VV-C1119-07', 0.5, top + 0.07),
        cell('41', 0.7, top + 0.07),
      ]),
      'goods_receipt',
      opts,
    );
    expect(x.rows.map(values).map((r) => [r.material_name, r.quantity, r.lot_code])).toEqual([
      ['Roma Tomatoes', 64, 'VV-T1118-02'],
      ['Green Cabbage', 22, 'VV-C1119-07'],
    ]);
  });

  it('leaves `Prod Code Description` whole when the row`s `Batch` heading gives the lot', () => {
    const top = 0.2;
    const x = extractDocument(
      page([
        box('Despatch Date: 24/11/2026', 0.06, 0.08),
        box('Deliver To: Harrow Butchers', 0.5, 0.08),
        box('Prod Code Description', 0.06, top, { width: 0.185 }),
        box('Batch', 0.5, top, { width: 0.05 }),
        box('Boxes', 0.7, top, { width: 0.05 }),
        cell('PB-10', 0.06, top + 0.035),
        cell('Pork Belly Rind-On', 0.16, top + 0.035),
        cell('HB-P2611-04', 0.5, top + 0.035),
        cell('8', 0.7, top + 0.035),
        cell('SH-22', 0.06, top + 0.07),
        cell('Pork Shoulder Boneless', 0.16, top + 0.07),
        cell('HB-S2611-05', 0.5, top + 0.07),
        cell('14', 0.7, top + 0.07),
      ]),
      'shipment',
      opts,
    );
    expect(x.rows.map(values).map((r) => [r.material_lot_code, r.material_quantity])).toEqual([
      ['HB-P2611-04', 8],
      ['HB-S2611-05', 14],
    ]);
  });
});
