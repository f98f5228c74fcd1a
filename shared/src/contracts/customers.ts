import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.ts';
import { isoDateTime, listOf, searchQuery } from './common.ts';
import { optionalMatching, optionalText, requiredName } from './master-data-fields.ts';

/** Customers (spec 000 sections 2, 3, 5 and 8). */

export const CUSTOMER_COUNTRIES = ['US', 'CA', 'MX', 'GB', 'AU', 'OTHER'] as const;
export type CustomerCountry = (typeof CUSTOMER_COUNTRIES)[number];
export const DEFAULT_CUSTOMER_COUNTRY: CustomerCountry = 'US';

export const customerMessages = {
  /** The customer form labels the field "Name", like the material form: the same text. */
  nameRequired: 'Name is required',
  emailInvalid: 'Invalid email address',
  countryInvalid: `Country must be one of ${CUSTOMER_COUNTRIES.join(', ')}`,
  nameTaken: 'A customer with this name already exists',
  notFound: 'Customer not found',
  // Screen texts (spec 000 section 8).
  loadError: (message: string) => `Error loading customers: ${message}`,
  loadFailed: 'Failed to load customer',
  updateFailed: 'Failed to update customer',
} as const;

/** '' or absent is the default country (US); the code is accepted in any case. */
const countryField = z.preprocess(
  (v) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
      ? undefined
      : typeof v === 'string'
        ? v.trim().toUpperCase()
        : v,
  z
    .enum(CUSTOMER_COUNTRIES, { message: customerMessages.countryInvalid })
    .optional()
    .default(DEFAULT_CUSTOMER_COUNTRY),
);

/**
 * The customer form, POST /api/customers/ and PUT /api/customers/{id}. Only the name is required;
 * empty values are trimmed away (stored as null). PUT replaces every field, so a value the form
 * omits because it was emptied is cleared.
 */
export const customerBody = z.object({
  name: requiredName(customerMessages.nameRequired),
  contact_name: optionalText('Contact name'),
  phone_number: optionalText('Phone number', 40),
  email: optionalMatching(EMAIL_PATTERN, customerMessages.emailInvalid),
  street_address_1: optionalText('Street address 1'),
  street_address_2: optionalText('Street address 2'),
  city: optionalText('City'),
  state_province: optionalText('State/Province'),
  postal_code: optionalText('Postal code', 20),
  country: countryField,
});
export type CustomerInput = z.input<typeof customerBody>;
export type CustomerValues = z.output<typeof customerBody>;

/** The form's payload rule (spec 000 section 5): trimmed, empty values omitted. */
export const customerPayload = (
  values: Record<string, string | null | undefined>,
): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
};

export const CUSTOMER_FIELDS = [
  'name',
  'contact_name',
  'phone_number',
  'email',
  'street_address_1',
  'street_address_2',
  'city',
  'state_province',
  'postal_code',
  'country',
] as const;

export const customer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact_name: z.string().nullable(),
    phone_number: z.string().nullable(),
    email: z.string().nullable(),
    street_address_1: z.string().nullable(),
    street_address_2: z.string().nullable(),
    city: z.string().nullable(),
    state_province: z.string().nullable(),
    postal_code: z.string().nullable(),
    country: z.enum(CUSTOMER_COUNTRIES),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

export const customerList = listOf(customer).meta({ id: 'CustomerList' });
export const customerListQuery = searchQuery;

/** Columns of the customers CSV (import and export). */
export const CUSTOMER_CSV_COLUMNS = CUSTOMER_FIELDS;
