import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, ZIPCODE_PATTERN, supplierBody, supplierMessages } from './suppliers.ts';

describe('supplier patterns (spec 000 section 5)', () => {
  it.each(['5551234', '+1 555 123 4567', '555-123-4567', '12345678901234567890'])(
    'phone %s is valid',
    (v) => {
      expect(PHONE_PATTERN.test(v)).toBe(true);
    },
  );
  it.each([
    '123456',
    '123456789012345678901',
    '+',
    '-------',
    '(555) 123-4567',
    '555.123.4567',
    '++15551234',
  ])('phone %s is not', (v) => expect(PHONE_PATTERN.test(v)).toBe(false));
  it.each(['12345', '12345-6789'])('zipcode %s is valid', (v) => expect(ZIPCODE_PATTERN.test(v)).toBe(true));
  it.each(['1234', '123456', '12345-678', 'ABCDE'])('zipcode %s is not', (v) =>
    expect(ZIPCODE_PATTERN.test(v)).toBe(false),
  );
});

describe('supplierBody', () => {
  it('needs only the name, answering null for the rest', () => {
    const parsed = supplierBody.parse({ name: ' Acme ' });
    expect(parsed.name).toBe('Acme');
    expect(Object.values({ ...parsed, name: null }).every((v) => v === null)).toBe(true);
  });

  it('gives one message per field rule', () => {
    const message = (input: object) =>
      supplierBody.safeParse({ name: 'A', ...input }).error?.issues[0]?.message;
    expect(supplierBody.safeParse({}).error?.issues[0]?.message).toBe(supplierMessages.nameRequired);
    expect(message({ phone_number: 'x' })).toBe(supplierMessages.phoneInvalid);
    expect(message({ fax_number: 'x' })).toBe(supplierMessages.faxInvalid);
    expect(message({ email_address_for_pos: 'x@' })).toBe(supplierMessages.emailInvalid);
    expect(message({ zipcode: 'x' })).toBe(supplierMessages.zipcodeInvalid);
    expect(message({ phone_number: 5551234 })).toBe(supplierMessages.phoneInvalid);
  });
});
