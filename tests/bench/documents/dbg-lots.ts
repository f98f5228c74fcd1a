import { generateSet } from './generate.ts';
import { companyLots } from './company-catalog.ts';
import { compactCode, ocrDistance } from '../../../functions/src/core/documents/match/ocr-distance.ts';
const docs = []; for await (const d of generateSet(2, 1)) docs.push(d);
const lots = companyLots(docs);
for (const [raw, truth] of [['M317-WO3', 'M312-W03'], ['N687-A34', 'N682-A34'], ['L3013-033', 'L2812-022'], ['CMZ755', 'CM26755']]) {
  for (const [id, codes] of lots) if (codes.includes(truth!)) {
    const r = codes.map((e) => ({ e, d: ocrDistance(compactCode(e), compactCode(raw!)) })).sort((a, b) => a.d - b.d).slice(0, 4);
    console.log(raw, truth, JSON.stringify(r));
  }
}
process.exit(0);
