import { zodResolver } from '@hookform/resolvers/zod';
import { materialCreateBody, type MaterialCreateValues } from '@bp/shared/contracts/materials.ts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { materialRequestInput, type MaterialFormValues } from './material-payload.ts';

const checkBody = zodResolver(materialCreateBody);

/**
 * Checks the Add/Edit Material form with the API's own schema (materialCreateBody; on edit the
 * type is the stored one, which PUT accepts): the form's values are first put in the body's
 * shape (materialRequestInput), so the messages and the rules are exactly the server's.
 */
export const materialFormResolver: Resolver<MaterialFormValues, unknown, MaterialCreateValues> = async (
  values,
  context,
  options,
) => {
  // The options name the form's fields; the body's fields have the same names.
  const result = await checkBody(
    materialRequestInput(values),
    context,
    options as unknown as Parameters<typeof checkBody>[2],
  );
  // Every field of the body but default_supplier_id has a field of the same name in the form;
  // the picker can only hold an existing supplier, so that one never fails.
  return result.errors && Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as FieldErrors<MaterialFormValues> }
    : { values: result.values as MaterialCreateValues, errors: {} };
};
