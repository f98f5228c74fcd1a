import { describe, expect, it } from 'vitest';
import { orderEvidence, parseDate } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import { parseUnit, splitQuantityUnit } from './parse-unit.ts';
import { fieldValue, unitAfterNumber } from './field-values.ts';

describe('parseNumber', () => {
  it.each([
    ['12', 12],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['12,75', 12.75],
    ['1,250', 1250],
    ['1,250.5', 1250.5],
    ['1.250,5', 1250.5],
    [' 0.5 ', 0.5],
  ])('%s is %d', (text, value) => {
    expect(parseNumber(text)).toEqual({ value, clean: true });
  });

  it('repairs letters read for digits, and says so', () => {
    expect(parseNumber('1O5')).toEqual({ value: 105, clean: false });
    expect(parseNumber('l2,5')).toEqual({ value: 12.5, clean: false });
  });

  it.each(['', 'abc', 'kg', '1.2.3', '12,', 'Sugar 5'])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});

describe('parseUnit: count words and Spanish pieces', () => {
  it("reads a remisión's pieces (`PZA`, `pzas`) as each", () => {
    expect(parseUnit('PZA')).toEqual({ unit: 'each', clean: true, known: true });
    expect(parseUnit('pzs.')?.unit).toBe('each');
  });

  it('takes no five-letter word two slips away for a unit spelt out (`trays` is no `grams`)', () => {
    expect(parseUnit('trays')).toEqual({ unit: 'trays', clean: false, known: false });
    expect(parseUnit('crate')?.known).toBe(false);
    // Six letters and more still carry two slips: a half-read `pounds`.
    expect(parseUnit('peundls')?.unit).toBe('lb');
    // Two letters a hand left out of a long spelling still read: `gllns` is gallons.
    expect(parseUnit('gllns')?.unit).toBe('gal');
  });
});

describe('parseDate: a month name with a letter misread', () => {
  it('reads `Noveme` and `Decenber` as their months, doubtful', () => {
    expect(parseDate('27 Noveme 2026', 'DMY')).toEqual({ iso: '2026-11-27', clean: false });
    expect(parseDate('Decenber 3, 2026', 'MDY')).toEqual({ iso: '2026-12-03', clean: false });
  });

  it('takes no word two slips from a month for one', () => {
    expect(parseDate('Settled 12 2026', 'DMY')).toBeNull();
    expect(parseDate('Decent 3 2026', 'DMY')).toBeNull();
  });
});

describe('parseUnit', () => {
  it.each([
    ['kg', 'kg'],
    ['KGS', 'kg'],
    ['Lbs', 'lb'],
    ['L', 'L'],
    ['ml', 'mL'],
    ['fl. oz', 'fl oz'],
    ['pcs', 'each'],
    ['ea', 'each'],
    ['Case', 'case'],
  ])('%s is %s', (text, unit) => {
    expect(parseUnit(text)).toEqual({ unit, clean: true, known: true });
  });

  it('repairs OCR slips', () => {
    expect(parseUnit('1bs')).toEqual({ unit: 'lb', clean: false, known: true });
    expect(parseUnit('165')).toEqual({ unit: 'lb', clean: false, known: true });
    expect(parseUnit('gallom')).toEqual({ unit: 'gal', clean: false, known: true });
    expect(parseUnit('02')).toEqual({ unit: 'oz', clean: false, known: true });
    expect(parseUnit('ks')).toEqual({ unit: 'ks', clean: false, known: false });
  });

  it('reads the count abbreviations of US invoices and case labels as each', () => {
    expect(parseUnit('ct')).toEqual({ unit: 'each', clean: true, known: true });
    expect(parseUnit('CT.')).toEqual({ unit: 'each', clean: true, known: true });
    expect(parseUnit('count')).toEqual({ unit: 'each', clean: true, known: true });
  });

  it('keeps an unknown unit as written', () => {
    expect(parseUnit('tray')).toEqual({ unit: 'tray', clean: false, known: false });
    expect(parseUnit('  ')).toBeNull();
  });

  it('reads a unit spelt out in a hand the recogniser half read, doubtful', () => {
    // A receiving clerk's `pounds` with its o open and its d read as `cl`; `gallons`, `litres`.
    for (const [read, unit] of [
      ['peundls', 'lb'],
      ['peuncls', 'lb'],
      ['gallcns', 'gal'],
      ['litees', 'L'],
    ] as const)
      expect(parseUnit(read)).toEqual({ unit, clean: false, known: true });
    // Words of other columns stay what they are.
    for (const word of ['Sealed', 'Accept', 'peanuts', 'Good'])
      expect(parseUnit(word)).toEqual({ unit: word, clean: false, known: false });
  });
});

describe('splitQuantityUnit', () => {
  it.each([
    ['1,5 kg', '1,5', 'kg'],
    ['1.5kg', '1.5', 'kg'],
    ['327 lbs', '327', 'lbs'],
    ['40', '40', ''],
    ['12 fl oz', '12', 'fl oz'],
    ['4241b', '424', 'lb'],
    ['4241bs', '424', 'lbs'],
    ['45 1b', '45', 'lb'],
    // A handwritten final zero read as a letter O before the unit: `320 boxes`, `50 kg`.
    ['32O boxes', '320', 'boxes'],
    ['5o kg', '50', 'kg'],
    ['32O', '320', ''],
    ['2 oz', '2', 'oz'],
    ['11 kg', '11', 'kg'],
    // What a receiving clerk writes after the unit is no part of it.
    ['25 kg net', '25', 'kg'],
    ['45 lbs net wt', '45', 'lbs'],
    ['1,200 lb gross', '1,200', 'lb'],
    ['40 cs (2 pallets)', '40', 'cs'],
    // Pounds as US forms write them.
    ['1,250#', '1,250', '#'],
    // So many named packs of a size: the total in the size's unit.
    ['40 bags x 25 kg', '1000', 'kg'],
    ['12 cs @ 10 lb', '120', 'lb'],
  ])('%s', (text, number, unit) => {
    expect(splitQuantityUnit(text)).toEqual({ number, unit });
  });

  it('reads # after a number as pounds, a note after a unit as nothing', () => {
    expect(parseUnit('#')).toEqual({ unit: 'lb', clean: true, known: true });
    expect(fieldValue('number', '45 lbs net wt', 0.9, 'MDY').value).toBe(45);
    expect(unitAfterNumber('1,250 #')).toBe('#');
  });
});

describe('parseDate', () => {
  it('reads numeric dates in the company order', () => {
    expect(parseDate('03/02/2026', 'DMY')?.iso).toBe('2026-02-03');
    expect(parseDate('03/02/2026', 'MDY')?.iso).toBe('2026-03-02');
    expect(parseDate('3-2-26', 'DMY')?.iso).toBe('2026-02-03');
    expect(parseDate('07.12.26', 'MDY')?.iso).toBe('2026-07-12');
    expect(parseDate('26/02/03', 'YMD')?.iso).toBe('2026-02-03');
  });

  it('reads year-first dates whatever the order', () => {
    expect(parseDate('2026-09-11', 'DMY')).toEqual({ iso: '2026-09-11', clean: true });
    expect(parseDate('2026/9/1', 'MDY')?.iso).toBe('2026-09-01');
  });

  it('reads month names', () => {
    expect(parseDate('3 Feb 2026', 'MDY')?.iso).toBe('2026-02-03');
    expect(parseDate('February 3, 2026', 'DMY')?.iso).toBe('2026-02-03');
  });

  it('reads month names as real forms write them, in several languages', () => {
    expect(parseDate('Nov 25, 2026', 'DMY')?.iso).toBe('2026-11-25');
    expect(parseDate('25-Nov-26', 'MDY')?.iso).toBe('2026-11-25');
    expect(parseDate('Sept. 3rd 2026', 'DMY')?.iso).toBe('2026-09-03');
    expect(parseDate('3 janv. 2026', 'MDY')?.iso).toBe('2026-01-03');
    expect(parseDate('3. März 2026', 'MDY')?.iso).toBe('2026-03-03');
    expect(parseDate('12 mrt 2026', 'MDY')?.iso).toBe('2026-03-12');
    expect(parseDate('7 dic 2026', 'MDY')?.iso).toBe('2026-12-07');
    expect(parseDate('2026 August 9', 'DMY')?.iso).toBe('2026-08-09');
  });

  it("reads a handwritten 1 or 0 read as a letter beside a named month's day or year, doubtful", () => {
    // `May 31, 2026` in a hand whose 1 is a plain stroke: the recogniser gives `May3l,2026`.
    expect(parseDate('May3l,2026', 'MDY')).toEqual({ iso: '2026-05-31', clean: false });
    expect(parseDate('Nov 2O, 2026', 'DMY')).toEqual({ iso: '2026-11-20', clean: false });
    expect(parseDate('May 31, 2026', 'MDY')).toEqual({ iso: '2026-05-31', clean: true });
    expect(parseDate('Sept. 1st 2026', 'DMY')).toEqual({ iso: '2026-09-01', clean: true });
  });

  it('reads an upper-case month abbreviation with a letter read as a digit, doubtful', () => {
    // `9-NOV-2026` printed in capitals, as ERP exports and US invoices write it: the recogniser
    // gives the O as a zero.
    expect(parseDate('9-N0V-2026', 'MDY')).toEqual({ iso: '2026-11-09', clean: false });
    expect(parseDate('9-NOV-2026', 'MDY')).toEqual({ iso: '2026-11-09', clean: true });
    expect(parseDate('0CT 12, 2026', 'DMY')).toEqual({ iso: '2026-10-12', clean: false });
    expect(parseDate('14-JU1-26', 'DMY')).toEqual({ iso: '2026-07-14', clean: false });
    // A code of letters and digits that names no month stays no date.
    expect(parseDate('B01-2026-7', 'DMY')).toBeNull();
    // Glued after its day, its space lost (a French slip's `23 nov. 2026` read `23n0V.2026`).
    expect(parseDate('23n0V.2026', 'DMY')).toEqual({ iso: '2026-11-23', clean: false });
    expect(parseDate('4a6C.2026', 'DMY')).toBeNull();
  });

  it('takes no ordinary word for a month', () => {
    expect(parseDate('Market 12 5', 'DMY')).toBeNull();
    expect(parseDate('Settled 3 4', 'DMY')).toBeNull();
  });

  it('reads two-digit years and ISO dates in either order', () => {
    expect(parseDate('11/25/26', 'MDY')?.iso).toBe('2026-11-25');
    expect(parseDate('25.11.26', 'DMY')?.iso).toBe('2026-11-25');
    expect(parseDate('2026-11-25', 'MDY')?.iso).toBe('2026-11-25');
    expect(parseDate('20261125', 'DMY')?.iso).toBe('2026-11-25');
  });

  it('repairs OCR slips and says so', () => {
    expect(parseDate('2026-0O9-11'.replace('0O', 'O'), 'DMY')).toEqual({ iso: '2026-09-11', clean: false });
    expect(parseDate('l2/O3/2026', 'DMY')).toEqual({ iso: '2026-03-12', clean: false });
  });

  it.each(['31/02/2026', '13/13/2026', 'tomorrow', '12/2026', '1/2/345'])('refuses %j', (text) => {
    expect(parseDate(text, 'DMY')).toBeNull();
  });
});

describe('orderEvidence', () => {
  it.each([
    ['18/09/2026', 'DMY'],
    ['09/18/2026', 'MDY'],
    ['11/25/26', 'MDY'],
    ['25.11.26', 'DMY'],
    ['03/02/2026', 'ambiguous'],
    ['1-12-26', 'ambiguous'],
    ['05/05/2026', 'none'],
    ['2026-11-25', 'none'],
    ['Nov 3, 2026', 'none'],
    ['O9/l8/2026', 'MDY'],
    // `/11/` read as one letter: the day still shows.
    ['25 M 2026', 'DMY'],
  ])('%s says %s', (text, evidence) => {
    expect(orderEvidence(text)).toBe(evidence);
  });

  it('says nothing of what is no date', () => {
    expect(orderEvidence('Sugar')).toBeNull();
    expect(orderEvidence('31/31/2026')).toBeNull();
  });
});

describe('fieldValue for codes', () => {
  it('marks a code with a letter that looks like a digit beside a digit, or a lower-case letter, as doubtful', async () => {
    const { fieldValue, lookalikeCode } = await import('./field-values.ts');
    expect(
      ['LO734-497', 'GHI6625', 'DO55-DI7', 'B732-kO7', 'CC980q', 'HVM-3/020'].map(lookalikeCode),
    ).toEqual([true, true, true, true, true, true]);
    expect(['L0734-497', 'AB-12345', 'FG-560A', 'PO-4471', 'LOT/A-12'].map(lookalikeCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(fieldValue('code', 'GHI6625', 0.95, 'DMY').confidence).toBeCloseTo(0.95 * 0.7);
    expect(fieldValue('code', 'FG-560A', 0.95, 'DMY').confidence).toBe(0.95);
    // A PO number's own prefix is no slip.
    expect(fieldValue('po', 'PO-4471', 0.95, 'DMY').confidence).toBe(0.95);
  });

  it('reads an O between digits as zero, and a PO number after its prefix', async () => {
    const { fieldValue } = await import('./field-values.ts');
    expect(fieldValue('code', 'LO665-7O9', 0.9, 'DMY').value).toBe('LO665-709');
    expect(fieldValue('po', 'PO-1O408', 0.9, 'DMY').value).toBe('PO-10408');
    expect(fieldValue('po', 'P065155', 0.9, 'DMY').value).toBe('PO65155');
    expect(fieldValue('code', 'P065155', 0.9, 'DMY').value).toBe('P065155');
    // Handwritten digits read as letters after the prefix; a PO with real letters stays.
    expect(fieldValue('po', 'PO5196C', 0.9, 'DMY')).toMatchObject({
      value: 'PO51960',
      confidence: 0.9 * 0.7,
    });
    expect(fieldValue('po', 'q9804', 0.9, 'DMY').value).toBe('99804');
    expect(fieldValue('po', 'PO-A123', 0.9, 'DMY').value).toBe('PO-A123');
    expect(fieldValue('po', 'PO-AX1234', 0.9, 'DMY').value).toBe('PO-AX1234');
  });

  it('reads a handwritten X the recogniser took for a multiplication sign', async () => {
    const { fieldValue } = await import('./field-values.ts');
    expect(fieldValue('code', 'T097-×44', 0.9, 'DMY').value).toBe('T097-X44');
    expect(fieldValue('code', 'C320-✕44', 0.9, 'DMY').value).toBe('C320-X44');
  });
});
