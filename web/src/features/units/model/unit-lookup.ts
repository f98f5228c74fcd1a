import { unitKey, unitMessages, type CustomUnit } from '@bp/shared/contracts/units.ts';

/** What /settings/units/{abbr}/edit shows (spec 000 section 2). */
export type UnitLookup =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'not-found'; message: string }
  | { state: 'found'; unit: CustomUnit };

interface UnitsQueryState {
  isPending: boolean;
  error: unknown;
  customUnits: readonly CustomUnit[] | undefined;
}

const reason = (error: unknown) =>
  error instanceof Error && error.message.trim() !== '' ? error.message : 'Unknown error';

/**
 * Finds the custom unit by its abbreviation in the settings data. The exact spelling wins;
 * otherwise abbreviations match without regard to case, as the API keeps them unique that way
 * (so /settings/units/CASE/edit still opens "case").
 */
export const lookUpUnit = ({ isPending, error, customUnits }: UnitsQueryState, abbr: string): UnitLookup => {
  if (error) return { state: 'error', message: unitMessages.loadOneError(reason(error)) };
  if (isPending || !customUnits) return { state: 'loading' };
  const unit =
    customUnits.find((u) => u.abbr === abbr) ?? customUnits.find((u) => unitKey(u.abbr) === unitKey(abbr));
  return unit ? { state: 'found', unit } : { state: 'not-found', message: unitMessages.notFound(abbr) };
};

/** The edit screen's address for a unit (abbreviations may hold spaces or slashes). */
export const editUnitPath = (abbr: string) => `/settings/units/${encodeURIComponent(abbr)}/edit`;
