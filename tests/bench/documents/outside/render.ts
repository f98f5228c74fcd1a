import { seeded } from '../random.ts';
import { creased, flatbedScan, phonePhoto } from './camera.ts';
import { drawOutsidePage } from './draw-outside.ts';
import type { OutsidePage } from './page-model.ts';

const PRINT_FACES = ['Outside Print Sans', 'Outside Print Serif', 'Outside Print Mono'];

/** A page's seed from its id, so the same page is drawn the same way on every run. */
const seedOf = (id: string) => [...id].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7);

/** The JPEG a user would upload: the page drawn, then photographed or scanned. */
export async function renderPage(page: OutsidePage): Promise<Buffer> {
  const rnd = seeded(seedOf(page.id));
  const drawn = drawOutsidePage(rnd, page, PRINT_FACES[seedOf(page.id) % PRINT_FACES.length]!);
  const png = page.creased ? await creased(rnd, drawn) : drawn;
  return page.capture === 'photo' ? phonePhoto(rnd, png) : flatbedScan(rnd, png);
}
