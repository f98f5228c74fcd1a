/**
 * Trace links moved to the posting service (../../inventory/records/trace-link.ts), which writes
 * them in its own transactions; their keys are re-exported here for readers written against
 * this path while the move lands (issue 13's trace reader).
 */
export {
  customerTracePartition,
  lotTracePartition,
  supplierTracePartition,
} from '../../inventory/records/trace-link.ts';
