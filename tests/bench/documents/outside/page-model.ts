import type { DocumentValues } from '../../../../functions/src/core/documents/extract/types.ts';

/**
 * One page of an outside set: how it is laid out (free enough to draw forms the bench's own
 * generator cannot: letterheads, two-line headings, gridless or notebook tables, stamps, faint
 * carbon copies) and the values it holds (its truth, in the bench's DocumentValues shape).
 */
export interface OutsidePage {
  id: string;
  /** The handwriting face's name, or null for a typed (printed) page. */
  hand: string | null;
  /** A phone photo (keystone, shadow, blur) or a flatbed scan (grey, slightly turned). */
  capture: 'photo' | 'scan';
  title: string;
  /** Letterhead lines under the title (the sender on a delivery note). */
  letterhead?: string[];
  /** Header fields: label and value. */
  header: { label: string; value: string }[];
  /** `colon`: `Label: value`; `above`: label small over a box; `beside`: label cell, value cell; `right`: a block on the right. */
  headerStyle: 'colon' | 'above' | 'beside' | 'right';
  /** Column headings (`\n` for a two-line heading) and each column's share of the width. */
  columns: { label: string; share: number }[];
  cells: string[][];
  table: 'ruled' | 'grid' | 'open' | 'notebook';
  /** Lines written under the items (notes, totals). */
  notes?: string[];
  /** Signature lines: label and the value written on it. */
  signatures?: { label: string; value: string }[];
  stamp?: string;
  /** A carbonless copy: the print faint and bluish. */
  faint?: boolean;
  /** A docket that was folded and crumpled before it was photographed: fold lines and a wavy sheet. */
  creased?: boolean;
  truth: DocumentValues;
}

/** What the company must hold before the set is read: names the pages use, and lots in stock. */
export interface OutsideCompany {
  materials: { name: string; type: 'ingredient' | 'packaging' | 'finished_goods'; unit: string }[];
  suppliers: string[];
  customers: string[];
  /** Lots received before the set (the lots its usage and shipment rows name). */
  stock: { material: string; supplier: string; lot: string; quantity: number; unit: string; date: string }[];
}

export interface OutsideSet {
  name: string;
  company: OutsideCompany;
  pages: OutsidePage[];
}
