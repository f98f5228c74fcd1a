import { describe, expect, it } from 'vitest';
import type { CharSteps } from '../char-steps.ts';
import { unitAfterDigits, unitOfSteps } from './unit-after-digits.ts';

type Step = CharSteps[number];
const sure = (c: string): Step => [[c, 0.99]];
const blank: Step = [['', 0.99]];
/** A blank step where the recogniser saw a space it did not print. */
const gap = (p: number): Step => [
  ['', 1 - p],
  [' ', p],
];

describe('unitAfterDigits: a handwritten unit read as digits after the quantity', () => {
  // `17 lb` by hand, read `1716` (steps as the recogniser gave them, rounded).
  const seventeenLb: CharSteps = [
    [
      ['', 0.75],
      ['1', 0.25],
    ],
    sure('1'),
    blank,
    [
      ['7', 0.75],
      ['9', 0.11],
      ['', 0.06],
    ],
    gap(0.065),
    sure('1'),
    [
      ['', 0.89],
      ['1', 0.1],
    ],
    sure('6'),
    [
      ['', 0.78],
      ['6', 0.19],
    ],
  ];

  it('cuts `1716` into 17 and lb where the steps show the space before `lb`', () => {
    expect(unitAfterDigits('1716', seventeenLb)).toEqual({ number: '17', unit: 'lb' });
  });

  it('keeps a number written in one piece whole: no space seen between its digits', () => {
    const twentySixteen: CharSteps = [sure('2'), blank, sure('0'), blank, sure('1'), blank, sure('6'), blank];
    expect(unitAfterDigits('2016', twentySixteen)).toBeNull();
  });

  it('keeps the digits when what follows the space reads as no unit (`20 27`)', () => {
    const steps: CharSteps = [sure('2'), blank, sure('0'), gap(0.3), sure('2'), blank, sure('7'), blank];
    expect(unitAfterDigits('2027', steps)).toBeNull();
  });

  it('gives nothing when the steps do not spell the text (another word of the same text)', () => {
    expect(unitAfterDigits('1816', seventeenLb)).toBeNull();
    expect(unitAfterDigits('17 lb', seventeenLb)).toBeNull();
  });
});

describe('unitOfSteps', () => {
  it('reads a look-alike `9` as g when nothing else is written', () => {
    expect(
      unitOfSteps([
        blank,
        [
          ['9', 0.8],
          ['g', 0.16],
        ],
        blank,
      ]),
    ).toBe('g');
  });

  it('reads `1` then a doubtful `b` as lb, not L, when its step reads b more than anything else', () => {
    expect(
      unitOfSteps([
        sure('1'),
        blank,
        [
          ['b', 0.9],
          ['', 0.05],
        ],
        blank,
      ]),
    ).toBe('lb');
  });

  it('gives nothing for steps of no letter', () => {
    expect(unitOfSteps([blank, [['7', 0.9]], blank])).toBeNull();
  });
});
