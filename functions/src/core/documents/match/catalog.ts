import type { MaterialInfo } from '../../submissions/records.ts';

/**
 * What the company knows, as matching needs it: the master records' ids and names, its unit
 * catalogue, the aliases it has learned from reviews, and the existing lot codes of materials.
 */
export type AliasEntity = 'supplier' | 'material' | 'customer';

export interface NamedRecord {
  id: number;
  name: string;
}

export interface CatalogMaterial extends NamedRecord {
  materialType: MaterialInfo['materialType'];
  /** Its unit of measure (an abbreviation), when known: rows are in units convertible to it. */
  unit?: string;
}

/** A learned spelling: raw text once read off paperwork, fixed by a user to this record. */
export interface LearnedAlias {
  entity: AliasEntity;
  text: string;
  id: number;
}

/** A unit the company may write: the standard ones and its own (abbreviation and name). */
export interface CatalogUnit {
  abbr: string;
  name: string;
  type: 'weight' | 'volume' | 'count';
  /** One the company added itself (the standard catalogue's otherwise). */
  custom?: boolean;
}

export interface MatchCatalog {
  suppliers: readonly NamedRecord[];
  customers: readonly NamedRecord[];
  materials: readonly CatalogMaterial[];
  units: readonly CatalogUnit[];
  aliases: readonly LearnedAlias[];
}

/** Existing lot codes (their aliases too) by material id; only the materials a document names. */
export type LotCatalog = ReadonlyMap<number, readonly string[]>;

/** Reads the catalogue (adapters/dynamodb/documents). */
export interface CatalogPort {
  catalog(companyId: number): Promise<MatchCatalog>;
  lots(companyId: number, materialIds: readonly number[]): Promise<LotCatalog>;
}
