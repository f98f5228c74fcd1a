/**
 * A printed label as the reader may return it: besides the label itself, `rn` read as one `m`
 * (`Ordernr` as `Ordemr`, `Returned` as `Retumed`), the commonest confusion of printed Latin
 * text, where the two letters' strokes run together at small sizes. The reading is as long as
 * what was read, so cutting the label off its value still cuts at the right place.
 */
export const labelReadings = (name: string): string[] =>
  name.includes('rn') ? [name, name.replaceAll('rn', 'm')] : [name];
