import type { ReactNode } from 'react';
import { ageText } from '../../lib/reference-data/offline-filter.ts';

/** A picker's helper text, with the age of the kept copy when its options came from it (offline). */
export const offlineHint = (helperText: ReactNode, asOf: number | undefined): ReactNode => {
  if (!asOf) return helperText;
  const age = `Offline: choices ${ageText(asOf, Date.now())}`;
  return typeof helperText === 'string' && helperText !== '' ? `${helperText} · ${age}` : (helperText ?? age);
};
