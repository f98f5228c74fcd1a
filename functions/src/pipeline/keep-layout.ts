import { pipelineWorkKey } from '@bp/shared/documents.ts';
import { layoutFromTextract } from '../core/documents/from-textract.ts';
import type { TextractBlock } from '../core/documents/textract-blocks.ts';
import { pipelinePorts } from '../wiring/pipeline.ts';
import { compactLayout } from './compact-layout.ts';
import type { PipelineState, UploadState } from './pipeline-state.ts';

/** The layout of what was read, written to S3 beside the execution; the state carries its key. */
export const keepLayout = async (
  state: PipelineState,
  upload: UploadState,
  blocks: TextractBlock[],
): Promise<PipelineState> => {
  const key = pipelineWorkKey(upload.companyId, upload.submissionId, state.execution, 'layout');
  await pipelinePorts.work.put(key, compactLayout(layoutFromTextract(blocks)));
  const { textract: _done, ...rest } = state;
  return { ...rest, layoutKey: key };
};
