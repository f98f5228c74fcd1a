import { UPLOADS_PREFIX } from '@bp/shared/documents.ts';
import type { SubmissionKind } from '../core/submissions/kind.ts';
import { submissionKinds } from '../core/submissions/kinds/index.ts';

/** The upload a pipeline execution works on, named by its object key. */
export interface UploadRef {
  bucket: string;
  key: string;
  companyId: number;
  kind: SubmissionKind['spec']['kind'];
  submissionId: number;
}

/** `uploads/<companyId>/<area>/<submissionId>/<file>` -> company, kind and submission; null otherwise. */
export const parseUploadKey = (
  key: string,
): { companyId: number; kind: SubmissionKind; submissionId: number } | null => {
  if (!key.startsWith(UPLOADS_PREFIX)) return null;
  const [company, area, submission] = key.slice(UPLOADS_PREFIX.length).split('/');
  const companyId = Number(company);
  const submissionId = Number(submission);
  const kind = submissionKinds.find((k) => k.spec.area === area);
  if (
    !kind ||
    !Number.isInteger(companyId) ||
    companyId < 1 ||
    !Number.isInteger(submissionId) ||
    submissionId < 1
  )
    return null;
  return { companyId, kind, submissionId };
};

export const kindNamed = (name: string): SubmissionKind => {
  const kind = submissionKinds.find((k) => k.spec.kind === name);
  if (!kind) throw new Error(`Unknown submission kind ${name}`);
  return kind;
};
