import { z } from 'zod';
import { parseQuantity, type Thousandths } from '../quantity/quantity.ts';

/**
 * A quantity in a request (a JSON number or a numeric string, at most three decimals), output
 * as exact thousandths. Missing, null or '' is `requiredMessage`; text that is no number is
 * `invalidMessage`.
 */
export const quantityField = (requiredMessage: string, invalidMessage: string) =>
  // Typed as what clients send (a number, or a decimal string); anything else is refused below.
  z.custom<number | string>().transform((value: unknown, ctx): Thousandths => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const parsed = parseQuantity(value);
    if (!parsed.ok) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.reason === 'not-a-number' ? invalidMessage : parsed.message,
      });
      return z.NEVER;
    }
    return parsed.value;
  });

/** A quantity in an answer: the exact decimal as a JSON number (thousandths / 1000). */
export const quantityNumber = z.number().meta({ description: 'Exact decimal quantity, at most 3 decimals' });
