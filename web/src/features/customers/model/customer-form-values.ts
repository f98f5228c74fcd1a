import {
  CUSTOMER_FIELDS,
  DEFAULT_CUSTOMER_COUNTRY,
  customerPayload,
  type Customer,
  type CustomerValues,
} from '@bp/shared/contracts/customers.ts';

export type CustomerFormValues = Record<(typeof CUSTOMER_FIELDS)[number], string>;

/** The form's starting values: the customer's fields ('' when empty), or a blank form in the default country (US). */
export const customerFormValues = (customer?: Customer): CustomerFormValues => {
  const values = {} as CustomerFormValues;
  for (const field of CUSTOMER_FIELDS) values[field] = customer?.[field] ?? '';
  if (!values.country) values.country = DEFAULT_CUSTOMER_COUNTRY;
  return values;
};

/**
 * What the form sends (spec 000 section 5): every value trimmed, empty ones left out. On PUT a
 * left-out field is cleared, so emptying a box removes the value.
 */
export const customerRequestBody = (values: CustomerFormValues): CustomerValues =>
  customerPayload(values) as CustomerValues;
