import type { LotRecord } from '../inventory/lot.ts';
import type { MaterialRecord } from '../master-data/records.ts';

/** What labels and scanned-lot lookups read (wired in functions/src/wiring/labels.ts). */
export interface LabelPorts {
  material(companyId: number, id: number): Promise<MaterialRecord | null>;
  /** Every material of the company (a GTIN lookup). */
  allMaterials(companyId: number): Promise<MaterialRecord[]>;
  /** The lot a code names (a code merged away names its surviving lot). */
  lotByCode(companyId: number, materialId: number, code: string): Promise<LotRecord | null>;
  companyName(companyId: number): Promise<string>;
}
