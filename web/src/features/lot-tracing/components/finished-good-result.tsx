import type { FinishedGoodRecall } from '@bp/shared/contracts/trace.ts';
import { amount } from './format.ts';
import { ProductionRunsTable } from './production-runs-table.tsx';
import { ShipmentsTable } from './shipments-table.tsx';
import { StatusFigures } from './status-figures.tsx';
import { TraceSection } from './trace-section.tsx';

/** finished_good_recall: current status, production runs, distribution (spec 001 section 3). */
export function FinishedGoodResult({ result }: { result: FinishedGoodRecall }) {
  const unit = result.queried_material_details.unit_of_measure;
  const status = result.current_status;
  return (
    <>
      <TraceSection title="Current status">
        <StatusFigures
          figures={[
            { label: 'Total produced', value: amount(status.total_produced, unit) },
            { label: 'Total shipped', value: amount(status.total_shipped, unit) },
            { label: 'In inventory', value: amount(status.quantity_in_inventory, unit) },
          ]}
        />
      </TraceSection>
      <TraceSection title="Production runs" hint="What went into this lot, and from which suppliers.">
        <ProductionRunsTable runs={result.production_runs} />
      </TraceSection>
      <TraceSection title="Distribution" hint="The customers this lot was shipped to.">
        <ShipmentsTable shipments={result.shipments} label="Shipments of this lot" />
      </TraceSection>
    </>
  );
}
