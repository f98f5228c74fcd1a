import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import { requestLogger } from '../lib/middleware/request-logger.ts';

interface StepInput {
  key?: string;
  /** Steps after the first carry the upload they work on. */
  upload?: { key?: string };
  /** The first step carries the start event. */
  event?: { detail?: { object?: { key?: string } } };
}

/** The company of an upload, from its key (`uploads/<companyId>/...`). */
const companyOf = (key: string | undefined) => {
  const id = key?.startsWith(UPLOADS_PREFIX) ? Number(key.slice(UPLOADS_PREFIX.length).split('/')[0]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * The log context of a pipeline step: the step (its route), the document's key and company; the
 * Lambda request id comes with the Lambda context. One line when the step ends or fails.
 */
export const pipelineLogger = <E, R>(step: string) =>
  requestLogger<E, R>(
    (payload) => {
      const input = (payload ?? {}) as StepInput;
      const key = input.key ?? input.upload?.key ?? input.event?.detail?.object?.key;
      return { route: `pipeline ${step}`, key, company_id: companyOf(key) };
    },
    () => ({ message: 'step' }),
  );
