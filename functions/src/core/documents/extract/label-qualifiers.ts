/**
 * A code's label as forms qualify it: `Batch number`, `Lot ID`, `Batch code`, `Lot #` (compact,
 * so `#` is already gone) all name the batch or lot.
 */
export const withQualifiers = (label: string): string[] =>
  /(no|number|num|nr|id|code|ref)$/.test(label)
    ? [label]
    : [label, ...['no', 'number', 'num', 'nr', 'id', 'code', 'ref'].map((q) => label + q)];
