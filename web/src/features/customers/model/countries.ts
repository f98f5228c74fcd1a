import { CUSTOMER_COUNTRIES, type CustomerCountry } from '@bp/shared/contracts/customers.ts';

/** Readable names for the customer countries the API accepts (spec 000 section 3). */
export const COUNTRY_LABELS: Record<CustomerCountry, string> = {
  US: 'United States',
  CA: 'Canada',
  MX: 'Mexico',
  GB: 'United Kingdom',
  AU: 'Australia',
  OTHER: 'Other',
};

export const COUNTRY_OPTIONS = CUSTOMER_COUNTRIES.map((code) => ({ code, label: COUNTRY_LABELS[code] }));

export const countryLabel = (code: string | null | undefined): string =>
  code && code in COUNTRY_LABELS ? COUNTRY_LABELS[code as CustomerCountry] : (code ?? '');
