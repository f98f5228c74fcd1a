import { DATE_ORDERS } from '@bp/shared/contracts/settings.ts';
import { z } from 'zod';

/**
 * The one state the document pipeline passes from step to step (infra/lib/pipeline/
 * document-pipeline.asl.json): every Task gets the whole state as its payload and answers the
 * whole next state (`OutputPath: $.Payload`), so no Pass state reshapes it. What can grow with
 * the document (its layout, its draft) stays in S3 and the state holds their keys: Step
 * Functions refuses a state over 256 KB, and a long PDF's Textract layout is past that.
 */
export const uploadState = z.object({
  bucket: z.string().min(1),
  key: z.string().min(1),
  companyId: z.number().int().positive(),
  kind: z.enum(['goods_receipt', 'production', 'shipment']),
  submissionId: z.number().int().positive(),
  size: z.number().int().nonnegative(),
  /** How the document's numeric dates are read: the company's setting, the upload's day, its recent dates. */
  dateOrder: z.enum(DATE_ORDERS),
  uploaded: z.string(),
  recentDates: z.array(z.string()).max(20),
  /** The object version the pipeline read (S3 versioning), null where the store has none. */
  versionId: z.string().nullable(),
  /** The object's ETag when it was read: the pin where there is no version (docs/documents.md). */
  etag: z.string().min(1),
});
export type UploadState = z.infer<typeof uploadState>;

export const textractJob = z.object({
  jobId: z.string().min(1),
  /** Status checks made so far; the poll gives up after MAX_TEXTRACT_ROUNDS. */
  rounds: z.number().int().nonnegative(),
});

export const pipelineState = z.object({
  /** The execution's ARN ($$.Execution.Id): the claim on the submission is this execution's. */
  execution: z.string().min(1),
  /** False: not this pipeline's to read (not pending, not its file); the machine ends quietly. */
  proceed: z.boolean(),
  upload: uploadState.optional(),
  /** S3 key of the layout JSON, once read. */
  layoutKey: z.string().optional(),
  /** An asynchronous Textract job in progress (multi-page PDFs). */
  textract: textractJob.optional(),
  /** S3 key of the draft JSON (extracted, then matched). */
  draftKey: z.string().optional(),
  outcome: z.enum(['saved', 'skipped']).optional(),
});
export type PipelineState = z.infer<typeof pipelineState>;

/** The EventBridge "Object Created" event that starts an execution (the fields read of it). */
export const objectCreatedEvent = z.object({
  detail: z.object({
    bucket: z.object({ name: z.string().min(1) }),
    object: z.object({ key: z.string().min(1), 'version-id': z.string().optional() }),
  }),
});

/** The first step's payload: the start event and the execution. */
export const startInput = z.object({ event: objectCreatedEvent, execution: z.string().min(1) });
export type StartInput = z.infer<typeof startInput>;

/** Step Functions' Catch output (`ResultPath: $.error`). */
export const caughtError = z.object({ Error: z.string().optional(), Cause: z.string().optional() });

/**
 * RecordFailure's payload: the state a step failed on, or the start event when LoadSubmission
 * failed (Catch adds `error` to either), and the execution.
 */
export const failureInput = z.object({
  execution: z.string().min(1),
  failed: z.object({
    upload: z.object({ key: z.string() }).optional(),
    detail: z.object({ object: z.object({ key: z.string() }) }).optional(),
    error: caughtError.optional(),
  }),
});
export type FailureInput = z.infer<typeof failureInput>;

/** The object key of the upload a failed state or start event names. */
export const uploadKeyOf = ({ failed }: FailureInput): string | undefined =>
  failed.upload?.key ?? failed.detail?.object.key;
