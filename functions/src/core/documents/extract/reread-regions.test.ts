import { describe, expect, it } from 'vitest';
import { layoutFromTextract } from '../from-textract.ts';
import type { LayoutPage } from '../layout.ts';
import { stepsOf } from '../match/char-steps.test-support.ts';
import { box, table } from './layout-fixtures.test-support.ts';
import { rereadRegions } from './reread-regions.ts';

const page = (...lines: LayoutPage['lines']): LayoutPage => ({ page: 1, lines });

describe('regions read again where a date should be', () => {
  it('after a date label the detector found nothing beside, from the label on to the next label', () => {
    const regions = rereadRegions(
      page(
        box('PACKING SLIP', 0.07, 0.05),
        box('Customer: Corner Market', 0.07, 0.12),
        box('Ship date:', 0.5, 0.12),
        box('Carrier: UPS', 0.85, 0.12),
      ),
    );
    expect(regions).toHaveLength(2);
    const [right] = regions;
    expect(right).toMatchObject({ field: 'date', label: 'shipdate' });
    // From the label's own start (its words' places are estimates) to just before `Carrier:`.
    expect(right!.box.left).toBeLessThan(0.5);
    expect(right!.box.left + right!.box.width).toBeLessThan(0.85);
    expect(right!.box.left + right!.box.width).toBeGreaterThan(0.75);
    // The box straddles the label's line, with room for handwriting taller than the print.
    expect(right!.box.top).toBeLessThan(0.12);
    expect(right!.box.top + right!.box.height).toBeGreaterThan(0.135);
    // Under the label too: a label standing alone in its box.
    expect(regions[1]!.box.top).toBeGreaterThan(0.12);
  });

  it('after a piece of a date (`3//`), but not after a date that was read, beside or under', () => {
    expect(rereadRegions(page(box('Ship date: 3//', 0.5, 0.12)))).toHaveLength(1);
    expect(rereadRegions(page(box('Ship date: 09/23/2026', 0.5, 0.12)))).toEqual([]);
    expect(rereadRegions(page(box('Date received: 23.9.26', 0.1, 0.12)))).toEqual([]);
    expect(rereadRegions(page(box('BATCH DATE', 0.5, 0.12), box('01/07/26', 0.5, 0.14)))).toEqual([]);
  });

  it('for any wording of a document date, never for a use-by date or a non-date label', () => {
    const labels = (text: string) => rereadRegions(page(box(text, 0.1, 0.12))).map((r) => r.label);
    expect(labels('Received on:')).toContain('receivedon');
    expect(labels('Production date')).toContain('productiondate');
    expect(labels('Use by:')).toEqual([]);
    expect(labels('Supplier:')).toEqual([]);
  });

  it('at most a few a page, the highest first', () => {
    const lines = [
      box('Date:', 0.1, 0.1),
      ...table(
        [
          ['Date', 0.1],
          ['Product', 0.4],
          ['Qty', 0.7],
        ],
        [['', 'Oats', '5']],
        0.3,
      ),
    ];
    for (let i = 0; i < 6; i++) lines.push(box('Date', 0.1, 0.5 + i * 0.06));
    const regions = rereadRegions(page(...lines));
    expect(regions.length).toBeLessThanOrEqual(4);
    expect(regions[0]!.box.top).toBeLessThan(0.1);
  });
});

describe('regions read again, through the blocks', () => {
  it('come back as the page’s rereads with their steps, never as words', () => {
    const steps = stepsOf('_9_/_6_/_2_0_2_6_');
    const layout = layoutFromTextract([
      { BlockType: 'PAGE', Id: 'p', Page: 1 },
      {
        BlockType: 'REREAD',
        Id: 'r',
        Page: 1,
        Reread: 'date:shipdate',
        Steps: steps,
        Geometry: { BoundingBox: { Left: 0.5, Top: 0.1, Width: 0.4, Height: 0.04 } },
      },
      // Malformed ones are skipped, not failed on.
      {
        BlockType: 'REREAD',
        Id: 's',
        Page: 1,
        Reread: 'date',
        Steps: steps,
        Geometry: { BoundingBox: { Left: 0.5, Top: 0.1, Width: 0.4, Height: 0.04 } },
      },
      {
        BlockType: 'REREAD',
        Id: 't',
        Page: 1,
        Reread: 'date:shipdate',
        Geometry: { BoundingBox: { Left: 0.5, Top: 0.1, Width: 0.4, Height: 0.04 } },
      },
    ]);
    expect(layout.pages[0]!.lines).toEqual([]);
    expect(layout.pages[0]!.rereads).toEqual([
      { field: 'date', label: 'shipdate', box: { left: 0.5, top: 0.1, width: 0.4, height: 0.04 }, steps },
    ]);
  });
});
