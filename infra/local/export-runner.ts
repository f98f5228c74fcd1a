import { parseExportRequestKey } from '@bp/shared/documents.ts';
import type * as ExportWorker from '@bp/functions/jobs/export-trace.ts';
import { TRACE_EXPORT_ENTRY } from '../lib/jobs/job-entries.ts';
import { runAsFunction } from './iam/function-identity.ts';
import { lambdaContext } from './lambda-context.ts';
import { toObjectCreatedEvent } from './pipeline-runner.ts';

type S3Record = Parameters<typeof toObjectCreatedEvent>[0] & { eventName?: string };

/**
 * The deployed rule on export requests (infra/lib/constructs/trace-exporter.ts), locally: each
 * request object s3rver reports created invokes the export worker, asynchronously, as its own
 * function, so its SDK calls meet the role CDK synthesizes for it.
 */
export const createExportRunner = (log: (line: string) => void) => {
  let loaded: Promise<typeof ExportWorker> | undefined;
  const running = new Set<Promise<void>>();
  return {
    onS3Event: (record: S3Record): void => {
      const key = decodeURIComponent(record.s3?.object?.key ?? '');
      if (!record.eventName?.startsWith('ObjectCreated') || !parseExportRequestKey(key)) return;
      const run = (async () => {
        loaded ??= import('@bp/functions/jobs/export-trace.ts');
        const { handler } = await loaded;
        const outcome = await runAsFunction({ name: 'job-export-trace', entry: TRACE_EXPORT_ENTRY }, () =>
          handler(toObjectCreatedEvent(record), lambdaContext('export-trace', 15 * 60_000)),
        );
        log(`export ${JSON.stringify(outcome)}`);
      })()
        .catch((error: unknown) => log(`export worker failed: ${String(error)}`))
        .finally(() => running.delete(run));
      running.add(run);
    },
    /** Lets the exports under way end before the cloud stops. */
    stop: async () => {
      await Promise.allSettled([...running]);
    },
  };
};
