import { submissionRouteName, submissionRoutes } from '@bp/shared/api/routes/submissions.ts';
import type { SubmissionKindSpec } from '@bp/shared/contracts/submissions/kind.ts';
import type { UploadUrlAnswer } from '@bp/shared/contracts/submissions/upload.ts';
import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client/create-api-client.ts';

/** The calls the upload screen makes, through the routes each kind's declaration generates. */
const clientOf = (spec: SubmissionKindSpec) => ({
  client: createApiClient(submissionRoutes(spec)),
  name: (op: Parameters<typeof submissionRouteName>[1]) => submissionRouteName(spec, op),
});

export interface UploadedSubmission {
  id: number;
  submission_status: 'created' | 'pending' | 'transcribed' | 'submitting' | 'verified' | 'failed';
  failure_reason: string | null;
}

/**
 * `POST {base}/upload-url`: the submission and where to PUT its file. With the file's SHA-256 the
 * server answers 409 naming an earlier upload of the same file, unless `confirm`.
 */
export const requestUploadUrl = (
  spec: SubmissionKindSpec,
  file: File,
  check: { sha256: string | null; confirm: boolean } = { sha256: null, confirm: false },
): Promise<UploadUrlAnswer> => {
  const { client, name } = clientOf(spec);
  return client.call(name('uploadUrl'), {
    body: {
      filename: file.name || 'document',
      content_type: file.type,
      size: file.size,
      ...(check.sha256 ? { sha256: check.sha256 } : {}),
      ...(check.confirm ? { confirm: true } : {}),
    },
  } as never) as Promise<UploadUrlAnswer>;
};

/** `POST {base}/manual-new`: the manual entry a failed upload offers. */
export const createManualEntry = (spec: SubmissionKindSpec): Promise<{ submission_id: number }> => {
  const { client, name } = clientOf(spec);
  return client.call(name('manualNew'), {} as never) as Promise<{ submission_id: number }>;
};

/** `GET {base}/{id}`, polled every second while the pipeline reads the document. */
export const uploadedSubmissionQuery = (spec: SubmissionKindSpec, id: number | null) =>
  queryOptions({
    queryKey: ['submissions', spec.kind, 'detail', id],
    queryFn: ({ signal }) => {
      const { client, name } = clientOf(spec);
      return client.call(name('get'), { params: { id } } as never, { signal }) as Promise<UploadedSubmission>;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.submission_status === 'pending' ? 1000 : false),
  });
