import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useLotTrace } from '../api/trace-lot.ts';
import { AmbiguousChoice } from '../components/ambiguous-choice.tsx';
import { PrintStyles } from '../components/print-styles.tsx';
import { RangeExport } from '../components/range-export.tsx';
import { SupplierRecallStart } from '../components/supplier-recall-start.tsx';
import { TraceForm } from '../components/trace-form.tsx';
import { TraceResultView } from '../components/trace-result-view.tsx';
import { readTraceRequest, traceSearchParams, type TraceRequest } from '../model/trace-request.ts';

/**
 * /lot-tracing (spec 001 sections 2 and 4): enter a lot code and trace; an ambiguous code asks
 * for the material and continues; otherwise the result view. The trace is kept in the address.
 * Below it, the start from a supplier's own lot code (a supplier's recall) and the FSMA 204
 * export of a date range (not of one lot's trace).
 */
export function LotTracingPage() {
  const [params, setParams] = useSearchParams();
  const request = readTraceRequest(params);
  const trace = useLotTrace(request);
  const go = (next: TraceRequest) => setParams(traceSearchParams(next));

  return (
    <>
      <PrintStyles />
      <Box data-print="hide">
        <PageHeader
          title="Lot Tracing"
          subtitle="Trace a lot forward to customers and backward to suppliers."
        />
      </Box>
      <TraceForm key={request?.lot_code ?? ''} current={request} onTrace={go} />
      {request === null ? null : trace.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Tracing" />
        </Box>
      ) : trace.error ? (
        <Alert severity="error" data-print="hide">
          {errorText(trace.error)}
        </Alert>
      ) : trace.data.trace_type === 'ambiguous_material' ? (
        <AmbiguousChoice
          result={trace.data}
          onChoose={(materialId) => go({ lot_code: request.lot_code, material_id: materialId })}
        />
      ) : (
        <TraceResultView result={trace.data} request={request} tracedAt={new Date(trace.dataUpdatedAt)} />
      )}
      <SupplierRecallStart onTrace={go} />
      <RangeExport />
    </>
  );
}
