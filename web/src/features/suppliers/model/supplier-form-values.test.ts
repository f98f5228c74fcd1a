import type { Supplier } from '@bp/shared/contracts/suppliers.ts';
import { supplierBody, supplierMessages } from '@bp/shared/contracts/suppliers.ts';
import { describe, expect, it } from 'vitest';
import { supplierFormValues } from './supplier-form-values.ts';

const stored: Supplier = {
  id: 7,
  name: 'Acme Flour',
  contact_name: null,
  phone_number: '+1 555-123-4567',
  fax_number: null,
  email_address_for_pos: 'po@acme.test',
  street_address_1: null,
  street_address_2: null,
  city: 'Springfield',
  state: null,
  zipcode: '12345-6789',
  country: null,
  custom_text: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('supplierFormValues', () => {
  it('starts a new supplier with every field blank', () => {
    const values = supplierFormValues();
    expect(Object.keys(values)).toHaveLength(12);
    expect(Object.values(values).every((v) => v === '')).toBe(true);
  });

  it('fills the form from a supplier, empty fields as blank boxes, ids and dates left out', () => {
    const values = supplierFormValues(stored);
    expect(values.name).toBe('Acme Flour');
    expect(values.contact_name).toBe('');
    expect(values.zipcode).toBe('12345-6789');
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('created_at');
  });

  it('round-trips through the shared schema: blanks become null, so PUT clears them', () => {
    const parsed = supplierBody.parse(supplierFormValues(stored));
    expect(parsed.contact_name).toBeNull();
    expect(parsed.phone_number).toBe('+1 555-123-4567');
  });
});

describe('the supplier form rules (shared schema, spec 000 section 5)', () => {
  const messageFor = (patch: Partial<Record<string, string>>) => {
    const result = supplierBody.safeParse({ ...supplierFormValues(stored), ...patch });
    return result.success ? null : result.error.issues.map((i) => i.message);
  };

  it.each([
    [{ name: '   ' }, supplierMessages.nameRequired],
    [{ phone_number: '12345' }, supplierMessages.phoneInvalid],
    [{ phone_number: '555-CALL-NOW' }, supplierMessages.phoneInvalid],
    [{ fax_number: '123456789012345678901' }, supplierMessages.faxInvalid],
    [{ email_address_for_pos: 'not-an-email' }, supplierMessages.emailInvalid],
    [{ zipcode: '1234' }, supplierMessages.zipcodeInvalid],
    [{ zipcode: '12345-67' }, supplierMessages.zipcodeInvalid],
  ])('%o is refused with its message', (patch, message) => {
    expect(messageFor(patch)).toEqual([message]);
  });

  it.each([
    { phone_number: '+44 20 7946-0958' },
    { fax_number: '5551234' },
    { zipcode: '12345' },
    { email_address_for_pos: '' },
  ])('%o is accepted', (patch) => {
    expect(messageFor(patch)).toBeNull();
  });
});
