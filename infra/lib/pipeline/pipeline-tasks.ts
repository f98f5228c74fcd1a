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
}

export const pipelineTasks: readonly PipelineTask[] = [
  {
    state: 'DescribeDocument',
    entry: 'functions/src/pipeline/describe-document.ts',
    substitution: 'DescribeDocumentFunctionArn',
    readsDocuments: true,
  },
  {
    state: 'Match',
    entry: 'functions/src/pipeline/match-document.ts',
    substitution: 'MatchFunctionArn',
    readsDocuments: false,
  },
];

export const PIPELINE_DEFINITION_FILE = 'infra/lib/pipeline/document-pipeline.asl.json';
