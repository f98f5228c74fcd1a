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
  /** Needs to read uploaded documents. */
  readsDocuments: boolean;
  /**
   * The reading step: a container image built from this Dockerfile (its native OCR stack is past
   * a zip's 250 MB), Textract permissions, DOCUMENT_READER=textract.
   */
  readerImage?: string;
}

export const pipelineTasks: readonly PipelineTask[] = [
  {
    state: 'LoadSubmission',
    entry: 'functions/src/pipeline/load-submission.ts',
    substitution: 'LoadSubmissionFunctionArn',
    readsDocuments: true,
  },
  {
    state: 'ReadDocument',
    entry: 'functions/src/pipeline/read-document.ts',
    substitution: 'ReadDocumentFunctionArn',
    readsDocuments: true,
    readerImage: 'infra/docker/read-document/Dockerfile',
  },
  {
    state: 'Extract',
    entry: 'functions/src/pipeline/extract-draft.ts',
    substitution: 'ExtractFunctionArn',
    readsDocuments: false,
  },
  {
    state: 'Match',
    entry: 'functions/src/pipeline/match-document.ts',
    substitution: 'MatchFunctionArn',
    readsDocuments: false,
  },
  {
    state: 'SaveRows',
    entry: 'functions/src/pipeline/save-rows.ts',
    substitution: 'SaveRowsFunctionArn',
    readsDocuments: false,
  },
  {
    state: 'RecordFailure',
    entry: 'functions/src/pipeline/record-failure.ts',
    substitution: 'RecordFailureFunctionArn',
    readsDocuments: false,
  },
];

export const PIPELINE_DEFINITION_FILE = 'infra/lib/pipeline/document-pipeline.asl.json';
