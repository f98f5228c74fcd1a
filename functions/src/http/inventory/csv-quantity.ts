import { quantity, toDecimalString } from '@bp/shared/quantity/quantity.ts';

/** The exact decimal of an answer's quantity, for spreadsheets ("-0.125", never "-1.25e-1"). */
export const formatCsvQuantity = (value: number): string => toDecimalString(quantity(value));
