/**
 * The unit each material's quantities were converted into when a submit planned its posting
 * (material id to unit of measure; a plain object, as the posting is frozen into the submission).
 *
 * A material's unit may change only while it has no stock item (materials-repo's noStockYet), and
 * a posting's first write to a material, its number reservation, makes that item: from then on the
 * unit is fixed. A plan read before a unit change and posted after it would keep 2 kg as 2 g, so
 * the units are checked once the items exist, before the posting's first transaction (the stock
 * item then keeps the unit it was checked against, so later postings need no read).
 */
export type PlannedUnits = Readonly<Record<string, string>>;

/** The planned unit of each material the movements name. */
export const plannedUnits = (
  materialIds: Iterable<number>,
  unitOf: (materialId: number) => string | undefined,
): PlannedUnits => {
  const units: Record<string, string> = {};
  for (const id of materialIds) {
    const unit = unitOf(id);
    if (unit !== undefined) units[String(id)] = unit;
  }
  return units;
};

/** The planned units that a material's stock item or record contradicts: the first such material. */
export const unitMismatch = (
  units: PlannedUnits,
  actual: ReadonlyMap<number, string>,
): number | undefined => {
  for (const [id, unit] of actual) {
    const planned = units[String(id)];
    if (planned !== undefined && planned !== unit) return id;
  }
  return undefined;
};

/**
 * Thrown by the posting when a material's unit changed after the plan converted its quantities:
 * nothing of the posting was written. The submit plans again and converts into the new unit.
 */
export class UnitChanged extends Error {
  readonly materialId: number;

  constructor(materialId: number) {
    super(`The unit of measure of material ${materialId} changed after the submit was planned`);
    this.name = 'UnitChanged';
    this.materialId = materialId;
  }
}
