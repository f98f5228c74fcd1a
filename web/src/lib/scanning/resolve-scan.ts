import type { LotLookupResult } from '@bp/shared/contracts/labels.ts';
import type { MaterialLot } from '@bp/shared/contracts/lots.ts';
import { readScannedCode } from '@bp/shared/gs1/scanned-code.ts';
import { holdSummary } from '@bp/shared/contracts/holds.ts';

/** What a scan fills in, and what it says at once about the lot. */
export interface ScanFill {
  lotCode: string;
  /** The material the code names (a GS1 code's GTIN, our lot page's material), when known. */
  material: { id: number; name: string } | null;
  /** The lot's id when it exists (with `material`, its lot page). */
  lotId: number | null;
  /** Said at once beside the field: unknown lot, another material's lot, a held lot, an unreadable code. */
  warning: string | null;
}

export interface ScanLookups {
  byGtin(gtin: string, lotCode: string): Promise<LotLookupResult | { notFound: string }>;
  byMaterial(materialId: number, lotCode: string): Promise<LotLookupResult | { notFound: string }>;
  lotPage(
    materialId: number,
    lotId: number,
  ): Promise<{ material: { id: number; name: string }; lot: MaterialLot } | null>;
}

const isFound = (r: LotLookupResult | { notFound: string }): r is LotLookupResult => 'lot' in r;

const heldWarning = (lot: MaterialLot) =>
  lot.hold ? `Lot ${lot.lot_code} is on hold: ${holdSummary(lot.hold)}` : null;

/**
 * Reads a scanned code into a lot code (and its material), checked against the field's
 * material when it has one: `Unreadable`, unknown, another material's and held lots say so.
 */
export const resolveScan = async (
  text: string,
  fieldMaterial: { id: number; name: string } | null,
  lookups: ScanLookups,
): Promise<ScanFill | { error: string }> => {
  const read = readScannedCode(text);
  if (read.kind === 'unreadable') return { error: `Could not read this code: ${read.message}` };
  const otherMaterial = (material: { id: number; name: string }, code: string) =>
    fieldMaterial && fieldMaterial.id !== material.id
      ? `Lot ${code} belongs to ${material.name}, not ${fieldMaterial.name}`
      : null;

  if (read.kind === 'lot-page') {
    const found = await lookups.lotPage(read.materialId, read.lotId);
    if (!found) return { error: 'This label names a lot that does not exist' };
    return {
      lotCode: found.lot.lot_code,
      material: found.material,
      lotId: found.lot.id,
      warning: otherMaterial(found.material, found.lot.lot_code) ?? heldWarning(found.lot),
    };
  }
  if (read.kind === 'gs1') {
    if (!read.lotCode) return { error: 'This code names no lot (no GS1 AI 10)' };
    if (!read.gtin14) return await plain(read.lotCode, fieldMaterial, lookups);
    const found = await lookups.byGtin(read.gtin14, read.lotCode);
    if (!isFound(found))
      return { lotCode: read.lotCode, material: null, lotId: null, warning: found.notFound };
    const material = { id: found.material.id, name: found.material.name };
    return {
      lotCode: found.lot.lot_code,
      material,
      lotId: found.lot.id,
      warning: otherMaterial(material, found.lot.lot_code) ?? heldWarning(found.lot),
    };
  }
  return plain(read.lotCode, fieldMaterial, lookups);
};

const plain = async (
  lotCode: string,
  fieldMaterial: { id: number; name: string } | null,
  lookups: ScanLookups,
): Promise<ScanFill> => {
  if (!fieldMaterial) return { lotCode, material: null, lotId: null, warning: null };
  const found = await lookups.byMaterial(fieldMaterial.id, lotCode);
  if (!isFound(found))
    return {
      lotCode,
      material: null,
      lotId: null,
      warning: `Lot ${lotCode} is not a lot of ${fieldMaterial.name} yet`,
    };
  return {
    lotCode: found.lot.lot_code,
    material: null,
    lotId: found.lot.id,
    warning: heldWarning(found.lot),
  };
};
