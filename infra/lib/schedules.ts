/**
 * Jobs run on a timer: an EventBridge schedule in AWS (stacks/api-stack.ts), a timer in the local
 * cloud (infra/local/scheduler.ts). One list, so both run the same handlers at the same pace.
 */
export interface ScheduledJob {
  /** CDK id and the local endpoint's name (`POST /__local/schedules/<name>`). */
  name: string;
  /** The handler module (exports `handler`). */
  entry: string;
  everyMinutes: number;
  description: string;
  /** The documents bucket's uploads, when the job reads them (read only: it looks, never writes). */
  uploads?: 'read';
}

export const scheduledJobs: readonly ScheduledJob[] = [
  {
    name: 'expire-lots',
    entry: 'functions/src/jobs/expire-lots.ts',
    everyMinutes: 60,
    description: 'Holds lots past their use-by or best-before date (issue 21)',
  },
  {
    name: 'sweep-uploads',
    entry: 'functions/src/jobs/sweep-uploads.ts',
    everyMinutes: 5,
    description: 'Fails uploads whose file never came after their URL expired (issue 23)',
    uploads: 'read',
  },
];
