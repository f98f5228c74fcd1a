import { describe, expect, it } from 'vitest';
import { gs1DateToIso, isGs1Date } from './application-identifiers.ts';
import { checkGtin, gs1CheckDigit, shortGtin } from './check-digit.ts';
import { buildDigitalLink, parseDigitalLink } from './digital-link.ts';
import { formatElementString, GS, parseElementString } from './element-string.ts';
import { readScannedCode } from './scanned-code.ts';

describe('GTIN check digits (GS1 General Specifications 7.9.1)', () => {
  it('computes the specification example 629104150021 -> 3', () => {
    expect(gs1CheckDigit('629104150021')).toBe(3);
    expect(checkGtin('6291041500213')).toEqual({ ok: true, gtin14: '06291041500213' });
  });

  it('accepts GTIN-8, -12, -13 and -14 and pads them to 14 digits', () => {
    expect(checkGtin('96385074')).toEqual({ ok: true, gtin14: '00000096385074' });
    expect(checkGtin('036000291452')).toEqual({ ok: true, gtin14: '00036000291452' });
    expect(checkGtin('09506000134352')).toEqual({ ok: true, gtin14: '09506000134352' });
    expect(checkGtin(' 0 9521234 543213 ')).toEqual({ ok: true, gtin14: '09521234543213' });
    expect(shortGtin('00000096385074')).toBe('96385074');
    expect(shortGtin('06291041500213')).toBe('6291041500213');
  });

  it('refuses a wrong check digit, naming the right one, and wrong lengths or letters', () => {
    expect(checkGtin('6291041500214')).toEqual({
      ok: false,
      message: 'GTIN check digit is wrong: the last digit should be 3',
    });
    expect(checkGtin('12345')).toMatchObject({ ok: false, message: 'GTIN must be 8, 12, 13 or 14 digits' });
    expect(checkGtin('629104150021X')).toMatchObject({ ok: false });
    expect(checkGtin('')).toMatchObject({ ok: false });
  });
});

describe('GS1 dates', () => {
  it('checks YYMMDD, day 00 being the month end', () => {
    expect(isGs1Date('261231')).toBe(true);
    expect(isGs1Date('260230')).toBe(false);
    expect(isGs1Date('261300')).toBe(false);
    expect(gs1DateToIso('240200', new Date('2026-11-26'))).toBe('2024-02-29');
  });

  it('resolves the century within -49..+50 years of today (7.12)', () => {
    const today = new Date('2026-11-26');
    expect(gs1DateToIso('261231', today)).toBe('2026-12-31');
    expect(gs1DateToIso('760101', today)).toBe('2076-01-01');
    expect(gs1DateToIso('770101', today)).toBe('1977-01-01');
  });
});

describe('GS1 element strings', () => {
  const expected = [
    { ai: '01', value: '09501101020917' },
    { ai: '17', value: '190508' },
    { ai: '10', value: 'ABCD1234' },
    { ai: '21', value: '10' },
  ];

  it('reads the human-readable example (01)09501101020917(17)190508(10)ABCD1234(21)10', () => {
    expect(parseElementString('(01)09501101020917(17)190508(10)ABCD1234(21)10')).toEqual({
      ok: true,
      elements: expected,
    });
  });

  it('reads the same data scanned with FNC1 as GS and a symbology identifier', () => {
    expect(parseElementString(`]d20109501101020917171905081 0ABCD1234${GS}2110`.replace(' ', ''))).toEqual({
      ok: true,
      elements: expected,
    });
    expect(parseElementString(`${GS}010950110102091717190508`)).toMatchObject({ ok: true });
  });

  it('reads a string whose separators were lost when the variable value comes last', () => {
    expect(parseElementString('01095011010209171719050810ABCD1234')).toEqual({
      ok: true,
      elements: expected.slice(0, 3),
    });
  });

  it('refuses a lot past 20 characters (a lost separator it cannot place), unknown AIs and bad values', () => {
    expect(parseElementString('0109501101020917' + '10ABCD12342110ABCDEFGHIJKLMNOP')).toMatchObject({
      ok: false,
      message: '(10) BATCH/LOT must be 1 to 20 characters',
    });
    expect(parseElementString('(99)X')).toMatchObject({ ok: false });
    expect(parseElementString('(17)191332')).toEqual({
      ok: false,
      message: '(17) USE BY or EXPIRY must be a date YYMMDD',
    });
    expect(parseElementString('(01)0950110102091')).toMatchObject({ ok: false });
    expect(parseElementString('0109501101')).toMatchObject({ ok: false, message: '(01) GTIN is cut short' });
    expect(parseElementString('(10)A B')).toMatchObject({ ok: false });
  });

  it('writes both forms, a GS only after a variable value that is not last', () => {
    expect(formatElementString(expected, 'brackets')).toBe('(01)09501101020917(17)190508(10)ABCD1234(21)10');
    expect(formatElementString(expected, 'raw')).toBe(`01095011010209171719050810ABCD1234${GS}2110`);
    expect(parseElementString(formatElementString(expected, 'raw'))).toEqual({
      ok: true,
      elements: expected,
    });
  });

  it('reads trade measures and counts', () => {
    expect(parseElementString('(01)09506000134352(3103)000123(37)24')).toMatchObject({
      ok: true,
      elements: [{ ai: '01' }, { ai: '3103', value: '000123' }, { ai: '37', value: '24' }],
    });
  });
});

describe('GS1 Digital Link URIs (GS1 Digital Link Standard: URI Syntax examples)', () => {
  it('builds GTIN, batch and expiry as https://id.gs1.org/01/09521234543213/10/ABC123?17=261231', () => {
    expect(
      buildDigitalLink({
        base: 'https://id.gs1.org',
        gtin: '9521234543213',
        lot: 'ABC123',
        attributes: { '17': '261231' },
      }),
    ).toBe('https://id.gs1.org/01/09521234543213/10/ABC123?17=261231');
  });

  it('percent-encodes lot characters outside the unreserved set', () => {
    const uri = buildDigitalLink({ base: 'https://app.example/', gtin: '09506000134352', lot: 'AB/12+3' });
    expect(uri).toBe('https://app.example/01/09506000134352/10/AB%2F12%2B3');
    expect(parseDigitalLink(uri)).toMatchObject({ ok: true, lot: 'AB/12+3' });
  });

  it('refuses a GTIN with a wrong check digit or a lot GS1 cannot carry', () => {
    expect(() => buildDigitalLink({ base: 'https://a.example', gtin: '09506000134353' })).toThrow(
      /check digit/,
    );
    expect(() =>
      buildDigitalLink({ base: 'https://a.example', gtin: '09506000134352', lot: 'LOT 1' }),
    ).toThrow(/character/);
  });

  it('parses the standard examples, a prefix path and short names', () => {
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213/10/ABC123/21/12345')).toEqual({
      ok: true,
      gtin14: '09521234543213',
      lot: 'ABC123',
      elements: [
        { ai: '01', value: '09521234543213' },
        { ai: '10', value: 'ABC123' },
        { ai: '21', value: '12345' },
      ],
    });
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213/10/ABC123?17=261231')).toMatchObject({
      ok: true,
      elements: [{ ai: '01' }, { ai: '10' }, { ai: '17', value: '261231' }],
    });
    expect(parseDigitalLink('https://example.com/products/01/09521234543213')).toMatchObject({
      ok: true,
      lot: null,
    });
    expect(parseDigitalLink('https://example.com/gtin/9521234543213/lot/X1?utm=q')).toMatchObject({
      ok: true,
      gtin14: '09521234543213',
      lot: 'X1',
      elements: [{ ai: '01' }, { ai: '10' }],
    });
  });

  it('refuses qualifiers out of order, a bad check digit and bad dates', () => {
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213/21/1/10/A')).toMatchObject({ ok: false });
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543214')).toMatchObject({ ok: false });
    expect(parseDigitalLink('https://id.gs1.org/01/09521234543213?17=261232')).toMatchObject({ ok: false });
    expect(parseDigitalLink('https://id.gs1.org/products/1')).toMatchObject({ ok: false });
  });
});

describe('reading a scanned code', () => {
  const today = new Date('2026-11-26');

  it('understands a Digital Link, element strings with and without separators, our lot page and a plain code', () => {
    const gs1 = { kind: 'gs1', gtin14: '09521234543213', lotCode: 'ABC123', dates: { useBy: '2026-12-31' } };
    expect(readScannedCode('https://app.example/01/09521234543213/10/ABC123?17=261231', today)).toMatchObject(
      gs1,
    );
    expect(readScannedCode(`]C1010952123454321317261231${'10ABC123'}`, today)).toMatchObject(gs1);
    expect(readScannedCode(`0109521234543213${'10ABC123'}${GS}17261231`, today)).toMatchObject(gs1);
    expect(readScannedCode('(01)09521234543213(17)261231(10)ABC123', today)).toMatchObject(gs1);
    expect(readScannedCode('https://app.example/inventory/12/lots/345', today)).toEqual({
      kind: 'lot-page',
      materialId: 12,
      lotId: 345,
    });
    expect(readScannedCode('RM-2026-0042\n', today)).toEqual({ kind: 'plain', lotCode: 'RM-2026-0042' });
  });

  it('says why a GS1-looking code cannot be read', () => {
    expect(readScannedCode('(01)09521234543214', today)).toMatchObject({ kind: 'unreadable' });
    expect(readScannedCode('https://elsewhere.example/page', today)).toMatchObject({ kind: 'unreadable' });
    expect(readScannedCode('   ', today)).toMatchObject({ kind: 'unreadable' });
  });
});
