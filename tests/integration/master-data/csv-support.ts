import { importMessages, importRefusal } from '@bp/shared/contracts/csv-import.ts';
import { expect } from 'vitest';
import { api } from '../support/api.ts';
import { listTotal } from './support.ts';

/** CSV import and export tests' helpers, for the signed-in company whose token `token()` gives. */
export const csvHelpers = (token: () => string) => {
  const archivedToo = (path: string): Record<string, string> =>
    path.includes('materials') ? { include_archived: 'true' } : {};
  const post = (path: string, body: Record<string, unknown>, t = token()) =>
    api('POST', path, { token: t, json: body });
  const all = async <T>(path: string, t = token()) =>
    (await api<{ items: T[] }>('GET', path, { token: t, query: archivedToo(path) })).body.items;

  /** Refusal of a file with invalid rows: 400, the message, the invalid rows, and nothing written. */
  const expectRefused = async (path: string, listPath: string, file: string, invalid: number) => {
    const before = await listTotal(token(), listPath, archivedToo(listPath));
    const res = await post(path, { csv: file });
    expect(res.status, res.text).toBe(400);
    const refusal = importRefusal.parse(res.body);
    expect(refusal.message).toBe(importMessages.refused(invalid));
    expect(refusal.invalid_rows).toBe(invalid);
    expect(await listTotal(token(), listPath, archivedToo(listPath))).toBe(before);
    return refusal;
  };

  return { post, all, expectRefused };
};

export const csv = (...lines: string[]) => lines.join('\r\n');
