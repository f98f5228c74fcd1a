import { z } from 'zod';
import { EMAIL_PATTERN } from './auth.ts';
import { isoDateTime, listOf, searchQuery } from './common.ts';
import { LONG_TEXT_MAX, optionalMatching, optionalText, requiredName } from './master-data-fields.ts';

/** Suppliers (spec 000 sections 2, 3, 5 and 8). */

/** 7-20 digits, spaces or dashes, optional leading plus, at least one digit. */
export const PHONE_PATTERN = /^\+?(?=[\d -]*\d)[\d -]{7,20}$/;
/** 5 digits, optionally -4. */
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;

export const supplierMessages = {
  nameRequired: 'Supplier Name is required',
  phoneInvalid: 'Invalid phone number format',
  faxInvalid: 'Invalid fax number format',
  emailInvalid: 'Invalid email address',
  zipcodeInvalid: 'Invalid zipcode format',
  nameTaken: 'A supplier with this name already exists',
  notFound: 'Supplier not found',
  /** Deleting a supplier that materials name as their default supplier is refused. */
  inUse: (count: number) => `Supplier is the default supplier of ${count} material${count === 1 ? '' : 's'}`,
  // Screen texts (spec 000 sections 2 and 8).
  signedOut: 'Please log in to view supplier settings.',
  loadError: (message: string) => `Error loading suppliers: ${message}`,
  createFailed: 'Failed to create supplier',
  updateFailed: 'Failed to update supplier',
  deleteFailed: 'Failed to delete supplier',
  loadFailed: 'Failed to load supplier data',
} as const;

/** The supplier form, POST /api/suppliers/ and PUT /api/suppliers/{id} (PUT replaces every field). */
export const supplierBody = z.object({
  name: requiredName(supplierMessages.nameRequired),
  contact_name: optionalText('Contact name'),
  phone_number: optionalMatching(PHONE_PATTERN, supplierMessages.phoneInvalid),
  fax_number: optionalMatching(PHONE_PATTERN, supplierMessages.faxInvalid),
  email_address_for_pos: optionalMatching(EMAIL_PATTERN, supplierMessages.emailInvalid),
  street_address_1: optionalText('Street address 1'),
  street_address_2: optionalText('Street address 2'),
  city: optionalText('City'),
  state: optionalText('State'),
  zipcode: optionalMatching(ZIPCODE_PATTERN, supplierMessages.zipcodeInvalid),
  country: optionalText('Country'),
  custom_text: optionalText('Custom text', LONG_TEXT_MAX),
});
export type SupplierInput = z.input<typeof supplierBody>;
export type SupplierValues = z.output<typeof supplierBody>;

/** The '+ New supplier' popover of supplier pickers: a name only. */
export const supplierQuickCreateForm = supplierBody.pick({ name: true });

export const SUPPLIER_FIELDS = [
  'name',
  'contact_name',
  'phone_number',
  'fax_number',
  'email_address_for_pos',
  'street_address_1',
  'street_address_2',
  'city',
  'state',
  'zipcode',
  'country',
  'custom_text',
] as const;

export const supplier = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contact_name: z.string().nullable(),
    phone_number: z.string().nullable(),
    fax_number: z.string().nullable(),
    email_address_for_pos: z.string().nullable(),
    street_address_1: z.string().nullable(),
    street_address_2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipcode: z.string().nullable(),
    country: z.string().nullable(),
    custom_text: z.string().nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplier>;

export const supplierList = listOf(supplier).meta({ id: 'SupplierList' });
export const supplierListQuery = searchQuery;

/** Columns of the suppliers CSV (import and export). */
export const SUPPLIER_CSV_COLUMNS = SUPPLIER_FIELDS;
