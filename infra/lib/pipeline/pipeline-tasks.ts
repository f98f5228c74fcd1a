/**
 * The pipeline's Lambda tasks: ASL state name -> handler module and the definition
 * substitution that carries its function ARN. CDK creates one function per entry and
 * substitutes its ARN; the local cloud runs the same module in-process for the same state.
 */
export interface PipelineTask {
  state: string;
  /** Path from the repository root. */
  entry: string;
  substitution: string;
  /** Reads uploaded originals (the uploads prefix). */
  readsDocuments: boolean;
  /** Reads (r) or also writes (rw) the layout and draft kept between steps (pipeline-work prefix). */
  work: 'none' | 'read' | 'readWrite';
  /**
   * The reading steps: a container image built from this Dockerfile (its native OCR stack is
   * past a zip's 250 MB), Textract permissions, DOCUMENT_READER=textract.
   */
  readerImage?: string;
  /** The image's handler for this step (its CMD), when not the image's default. */
  imageHandler?: string;
  /** Textract actions the step calls (resource-level permissions do not exist for them). */
  textract?: readonly string[];
  /** The function's timeout: CDK sets it, the local pipeline runner enforces it. */
  timeoutSeconds: number;
}

/** The zip steps: DynamoDB and S3 work on one document's rows. */
const STEP_TIMEOUT_SECONDS = 120;
/** The reading steps: a page of local OCR, or a Textract call and its polling, in the image. */
const READER_TIMEOUT_SECONDS = 300;

const READER_IMAGE = 'infra/docker/read-document/Dockerfile';

export const pipelineTasks: readonly PipelineTask[] = [
  {
    state: 'LoadSubmission',
    entry: 'functions/src/pipeline/load-submission.ts',
    substitution: 'LoadSubmissionFunctionArn',
    readsDocuments: true,
    work: 'none',
    timeoutSeconds: STEP_TIMEOUT_SECONDS,
  },
  {
    state: 'ReadDocument',
    entry: 'functions/src/pipeline/read-document.ts',
    substitution: 'ReadDocumentFunctionArn',
    readsDocuments: true,
    work: 'readWrite',
    readerImage: READER_IMAGE,
    textract: ['textract:DetectDocumentText', 'textract:StartDocumentTextDetection'],
    timeoutSeconds: READER_TIMEOUT_SECONDS,
  },
  {
    state: 'CheckText',
    entry: 'functions/src/pipeline/check-text.ts',
    substitution: 'CheckTextFunctionArn',
    readsDocuments: false,
    work: 'readWrite',
    readerImage: READER_IMAGE,
    imageHandler: 'index.checkText',
    textract: ['textract:GetDocumentTextDetection'],
    timeoutSeconds: READER_TIMEOUT_SECONDS,
  },
  {
    state: 'Extract',
    entry: 'functions/src/pipeline/extract-draft.ts',
    substitution: 'ExtractFunctionArn',
    readsDocuments: false,
    work: 'readWrite',
    timeoutSeconds: STEP_TIMEOUT_SECONDS,
  },
  {
    state: 'Match',
    entry: 'functions/src/pipeline/match-document.ts',
    substitution: 'MatchFunctionArn',
    readsDocuments: false,
    work: 'readWrite',
    timeoutSeconds: STEP_TIMEOUT_SECONDS,
  },
  {
    state: 'SaveRows',
    entry: 'functions/src/pipeline/save-rows.ts',
    substitution: 'SaveRowsFunctionArn',
    readsDocuments: false,
    work: 'read',
    timeoutSeconds: STEP_TIMEOUT_SECONDS,
  },
  {
    state: 'RecordFailure',
    entry: 'functions/src/pipeline/record-failure.ts',
    substitution: 'RecordFailureFunctionArn',
    readsDocuments: false,
    work: 'none',
    timeoutSeconds: STEP_TIMEOUT_SECONDS,
  },
];

/**
 * Not a state: the target of the EventBridge rule on the state machine's executions that end
 * FAILED, TIMED_OUT or ABORTED (locally the runner calls it when an execution ends so).
 */
export const EXECUTION_ENDED_ENTRY = 'functions/src/pipeline/execution-ended.ts';
export const EXECUTION_ENDED_TIMEOUT_SECONDS = 30;

export const PIPELINE_DEFINITION_FILE = 'infra/lib/pipeline/document-pipeline.asl.json';
