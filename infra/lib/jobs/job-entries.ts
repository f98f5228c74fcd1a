/** Scheduled jobs' handler modules: CDK deploys them, the local cloud runs them on timers. */
export const SUBMIT_SWEEPER_ENTRY = 'functions/src/jobs/sweep-submits.ts';
