import type { FieldSet, FieldValues } from '@bp/shared/contracts/submissions/fields.ts';
import type { LearnedAlias } from '../documents/match/catalog.ts';
import { nameKey } from '../documents/match/name-key.ts';

/**
 * The spellings a review fix teaches: a ref (supplier, material, customer) that was stored
 * unrecognised with the text read off the paperwork, now set to one of the company's records.
 * The text becomes an alias of that record, so matching recognises it on the next document.
 * A text that already is the record's name teaches nothing.
 */
export function aliasesLearned(
  fields: FieldSet,
  before: FieldValues,
  after: FieldValues,
  patch: Record<string, unknown>,
): LearnedAlias[] {
  const learned: LearnedAlias[] = [];
  for (const [name, kind] of Object.entries(fields)) {
    if (kind.type !== 'ref' || typeof patch[name] !== 'number') continue;
    const raw = before[kind.name];
    const id = after[name];
    if (typeof before[name] === 'number' || typeof raw !== 'string' || typeof id !== 'number') continue;
    if (!nameKey(raw) || nameKey(raw) === nameKey(String(after[kind.name] ?? ''))) continue;
    learned.push({ entity: kind.entity, text: raw, id });
  }
  return learned;
}
