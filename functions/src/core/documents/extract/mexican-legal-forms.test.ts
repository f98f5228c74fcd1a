import { describe, expect, it } from 'vitest';
import { isKnownName } from './column-content.ts';
import { headerByName } from './header-fallbacks.ts';
import type { LayoutPage } from '../layout.ts';

const line = (text: string, top: number) => ({
  text,
  confidence: 0.97,
  box: { left: 0.06, top, width: 0.4, height: 0.014 },
  words: [],
});

describe('a Mexican letterhead`s legal form, glued to the name by the reader', () => {
  it('is known without it: `S.A. de C.V.`, `S. de R.L.`, spaced or glued', () => {
    expect(isKnownName('Cremería Los Altos S.A. de C.V.', ['Cremeria Los Altos'])).toBe(true);
    expect(isKnownName('CremeriaLos AltosS.A.deC.V.', ['Cremería Los Altos'])).toBe(true);
    expect(isKnownName('Frutas del BajioS.deR.L.', ['Frutas del Bajío'])).toBe(true);
    // Another firm stays another, form or not.
    expect(isKnownName('CremeriaSan JoseS.A.deC.V.', ['Cremería Los Altos'])).toBe(false);
  });

  it('gives the supplier from the letterhead line above the table', () => {
    const page = {
      lines: [line('NOTA DE REMISIÓN', 0.04), line('CremeriaLos AltosS.A.deC.V.', 0.07)],
    } as unknown as LayoutPage;
    const found = headerByName(page, { supplier_name: ['Cremería Los Altos'] }, 0.2);
    expect(found.supplier_name?.text).toBe('CremeriaLos AltosS.A.deC.V.');
  });
});
