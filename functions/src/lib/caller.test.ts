import { describe, expect, it } from 'vitest';
import { type AuthorizedEvent, callerFrom } from './caller.ts';

const eventWith = (lambda: Record<string, unknown>) =>
  ({ requestContext: { authorizer: { lambda } } }) as unknown as AuthorizedEvent;

const base = { userId: 7, email: 'mia@example.com', companyId: 3, isAdmin: false };

describe('callerFrom', () => {
  it('takes the names the authorizer read, a name it left out as none', () => {
    expect(callerFrom(eventWith({ ...base, named: true, firstName: 'Mia', lastName: 'Data' })).names).toEqual(
      {
        firstName: 'Mia',
        lastName: 'Data',
      },
    );
    expect(callerFrom(eventWith({ ...base, named: true, firstName: 'Mia' })).names).toEqual({
      firstName: 'Mia',
      lastName: null,
    });
  });

  it('has no names when the authorizer did not say it read them (the user is read instead)', () => {
    expect(callerFrom(eventWith({ ...base, firstName: 'Mia', lastName: 'Data' })).names).toBeUndefined();
    expect(callerFrom(eventWith(base))).toEqual({ ...base });
  });
});
