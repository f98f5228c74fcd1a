import type { KnownValues } from './column-content.ts';
import { labelKey } from './page-words.ts';

const LOT_WORDS = ['lot', 'lotno', 'lotnumber', 'lotcode', 'batch', 'batchno', 'batchnumber'];

/** Words too short or too common to name a product on their own (`Dry`, `Mix`, `Pack`). */
const MIN_LETTERS = 4;

/**
 * A run sheet may name its own lot by what it makes (`Kimchi lot`, `Salsa batch #`, `Granola lot
 * no.`): a word of one of the company's finished goods, before a lot's word, labels the output's
 * lot. Only a word that names none of its other materials does (`Napa` of `Napa Kimchi` is also
 * `Napa Cabbage`, an input whose lot is written on its row).
 */
export function productLotLabels(known: KnownValues | undefined): string[] {
  const products = new Set(known?.products ?? []);
  const inputWords = new Set(
    (known?.materials ?? []).filter((m) => !products.has(m)).flatMap((m) => wordsOf(m)),
  );
  const words = new Set(
    [...products]
      .flatMap(wordsOf)
      .filter((w) => w.length >= MIN_LETTERS && /^[a-z]+$/.test(w) && !inputWords.has(w)),
  );
  return [...words].flatMap((w) => LOT_WORDS.map((lot) => w + lot));
}

const wordsOf = (name: string): string[] => name.split(/\s+/).map(labelKey).filter(Boolean);
