import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  formatQuantity,
  negate,
  parseQuantity,
  quantity,
  quantityMessages,
  subtract,
  toDecimalString,
  toNumber,
} from './quantity.ts';

const refused = (input: unknown) => {
  const parsed = parseQuantity(input);
  return parsed.ok ? null : parsed.message;
};

describe('quantities in thousandths', () => {
  it('receiving 0.1 and 0.2 shows 0.3', () => {
    const sum = add(quantity(0.1), quantity(0.2));
    expect(sum).toBe(300);
    expect(formatQuantity(sum)).toBe('0.30');
    expect(toNumber(sum)).toBe(0.3);
    expect(toDecimalString(sum)).toBe('0.3');
  });

  it('parses strings and numbers with up to three decimals', () => {
    expect(quantity('12.5')).toBe(12500);
    expect(quantity(' -0.125 ')).toBe(-125);
    expect(quantity('.5')).toBe(500);
    expect(quantity('7.')).toBe(7000);
    expect(quantity(3)).toBe(3000);
    expect(quantity('1.2500')).toBe(1250);
    expect(quantity(-0)).toBe(0);
    expect(Object.is(quantity('-0'), 0)).toBe(true);
    expect(quantity(1e-3)).toBe(1);
    expect(quantity('1000000000000')).toBe(1e15);
  });

  it('refuses what is not an exact quantity', () => {
    expect(refused(Number.NaN)).toBe(quantityMessages.notANumber);
    expect(refused(Number.POSITIVE_INFINITY)).toBe(quantityMessages.notANumber);
    expect(refused('abc')).toBe(quantityMessages.notANumber);
    expect(refused('')).toBe(quantityMessages.notANumber);
    expect(refused('.')).toBe(quantityMessages.notANumber);
    expect(refused('1e3')).toBe(quantityMessages.notANumber);
    expect(refused(null)).toBe(quantityMessages.notANumber);
    expect(refused(true)).toBe(quantityMessages.notANumber);
    expect(refused('0.0001')).toBe(quantityMessages.tooPrecise);
    expect(refused(0.1 + 0.2)).toBe(quantityMessages.tooPrecise);
    expect(refused(1e-7)).toBe(quantityMessages.tooPrecise);
    expect(refused('1000000000000.001')).toBe(quantityMessages.tooLarge);
    expect(refused('9'.repeat(40))).toBe(quantityMessages.tooLarge);
    expect(refused(1e21)).toBe(quantityMessages.tooLarge);
  });

  it('adds, negates, subtracts and compares exactly', () => {
    const values = Array.from({ length: 1000 }, () => quantity(0.001));
    expect(add(...values)).toBe(1000);
    expect(negate(quantity(2))).toBe(-2000);
    expect(Object.is(negate(quantity(0)), 0)).toBe(true);
    expect(subtract(quantity('1.1'), quantity('2.2'))).toBe(-1100);
    expect(compare(quantity(1), quantity(2))).toBe(-1);
    expect(compare(quantity(2), quantity(2))).toBe(0);
    expect(compare(quantity(-1), quantity(-2))).toBe(1);
  });

  it('formats with up to two decimals, trailing .00 removed', () => {
    expect(formatQuantity(quantity(2))).toBe('2');
    expect(formatQuantity(quantity('1.5'))).toBe('1.50');
    expect(formatQuantity(quantity('0.125'))).toBe('0.13');
    expect(formatQuantity(quantity('-0.125'))).toBe('-0.13');
    expect(formatQuantity(quantity('-0.004'))).toBe('0');
    expect(formatQuantity(quantity('-12'))).toBe('-12');
    expect(formatQuantity(quantity('1234.999'))).toBe('1235');
  });

  it('writes the exact decimal text', () => {
    expect(toDecimalString(quantity('-0.125'))).toBe('-0.125');
    expect(toDecimalString(quantity('10'))).toBe('10');
    expect(toDecimalString(quantity('10.05'))).toBe('10.05');
  });
});
