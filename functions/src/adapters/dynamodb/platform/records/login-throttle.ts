import type { ItemKey } from '@bp/shared/table/schema.ts';

/**
 * A sign-in throttle bucket (an account at an address, or an address) in one time window:
 * `attempts` counted with conditional ADDs, removed by DynamoDB's TTL after two windows.
 */
export const throttleKey = (scope: string, window: number): ItemKey => ({
  pk: `THROTTLE#${scope}`,
  sk: `LOGIN#${window}`,
});
export const ATTEMPTS = 'attempts';
