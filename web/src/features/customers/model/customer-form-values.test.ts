import { customerBody, customerMessages, type Customer } from '@bp/shared/contracts/customers.ts';
import { describe, expect, it } from 'vitest';
import { COUNTRY_OPTIONS, countryLabel } from './countries.ts';
import { customerFormValues, customerRequestBody } from './customer-form-values.ts';

const stored: Customer = {
  id: 3,
  name: 'Corner Deli',
  contact_name: 'Ana',
  phone_number: null,
  email: 'orders@deli.test',
  street_address_1: null,
  street_address_2: null,
  city: 'Toronto',
  state_province: 'ON',
  postal_code: null,
  country: 'CA',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('customerFormValues', () => {
  it('starts a new customer blank, in the United States', () => {
    const values = customerFormValues();
    expect(values.name).toBe('');
    expect(values.country).toBe('US');
  });

  it('fills the form from a customer, empty fields as blank boxes', () => {
    const values = customerFormValues(stored);
    expect(values).toMatchObject({ name: 'Corner Deli', phone_number: '', country: 'CA' });
    expect(values).not.toHaveProperty('id');
  });
});

describe('customerRequestBody (spec 000 section 5: trimmed, empty values omitted)', () => {
  it('trims every value and leaves out the empty and blank ones', () => {
    const body = customerRequestBody({
      ...customerFormValues(),
      name: '  Corner Deli  ',
      contact_name: '   ',
      email: ' orders@deli.test ',
      city: '',
    });
    expect(body).toEqual({ name: 'Corner Deli', email: 'orders@deli.test', country: 'US' });
  });

  it('an emptied field is absent from the payload, so the PUT clears it', () => {
    const body = customerRequestBody({ ...customerFormValues(stored), contact_name: '' });
    expect(body).not.toHaveProperty('contact_name');
    expect(body).toMatchObject({ name: 'Corner Deli', city: 'Toronto', state_province: 'ON', country: 'CA' });
  });

  it('is a body the API accepts', () => {
    expect(customerBody.safeParse(customerRequestBody(customerFormValues(stored))).success).toBe(true);
  });
});

describe('the customer form rules (shared schema)', () => {
  it('requires a name and a valid email', () => {
    const result = customerBody.safeParse({ ...customerFormValues(), name: ' ', email: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      customerMessages.nameRequired,
      customerMessages.emailInvalid,
    ]);
  });
});

describe('countries', () => {
  it('offers the six codes with readable names', () => {
    expect(COUNTRY_OPTIONS.map((o) => o.code)).toEqual(['US', 'CA', 'MX', 'GB', 'AU', 'OTHER']);
    expect(countryLabel('GB')).toBe('United Kingdom');
    expect(countryLabel('US')).toBe('United States');
    expect(countryLabel(null)).toBe('');
  });
});
