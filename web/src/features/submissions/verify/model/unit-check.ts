import { parseQuantity, quantity } from '@bp/shared/quantity/quantity.ts';
import { convertQuantity } from '@bp/shared/quantity/units.ts';
import type { RowValues } from './row-checks.ts';
import type { VerifyLayout } from './verify-layout.ts';

/**
 * Why submit will refuse the row's unit for its material (`Cannot convert bag to lb`, or an
 * amount that rounds to nothing in the material's unit), said under the unit while the row is
 * reviewed rather than after every row is verified; null when it converts or is not known yet.
 * The same conversion as the submit's (custom units convert only to themselves there too). It
 * does not block Verify: the reviewer may be about to change the material instead.
 */
export const unitRefusal = (
  layout: VerifyLayout,
  row: RowValues,
  material: { unit_of_measure: string } | undefined,
): string | null => {
  const field = layout.roles.unit;
  const unit = field && typeof row[field] === 'string' ? row[field].trim() : '';
  if (!material || unit === '') return null;
  const amount = parseQuantity(row[layout.roles.quantity]);
  const converted = convertQuantity(
    amount.ok && amount.value > 0 ? amount.value : quantity(1),
    unit,
    material.unit_of_measure,
  );
  return converted.ok ? null : converted.message;
};
