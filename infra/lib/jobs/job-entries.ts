/** Scheduled jobs' handler modules: CDK deploys them, the local cloud runs them on timers. */
export const SUBMIT_SWEEPER_ENTRY = 'functions/src/jobs/sweep-submits.ts';
/** The FSMA 204 export worker, started by an export's request object (constructs/trace-exporter.ts). */
export const TRACE_EXPORT_ENTRY = 'functions/src/jobs/export-trace.ts';
