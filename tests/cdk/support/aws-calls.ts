import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fromRoot } from '@bp/infra/lib/paths.ts';

/**
 * What a function's code can call in AWS, read from the code itself: the modules reachable from
 * its handler (static and dynamic imports, type-only imports left out) and the AWS SDK commands
 * they import, each mapped to the IAM actions AWS authorizes it with.
 */
const ACTIONS: Record<string, readonly string[]> = {
  // S3 (presigning signs one of these commands: the URL carries the same action)
  GetObjectCommand: ['s3:GetObject'],
  HeadObjectCommand: ['s3:GetObject'],
  PutObjectCommand: ['s3:PutObject'],
  DeleteObjectCommand: ['s3:DeleteObject'],
  DeleteObjectsCommand: ['s3:DeleteObject'],
  CopyObjectCommand: ['s3:GetObject', 's3:PutObject'],
  HeadBucketCommand: ['s3:ListBucket'],
  ListObjectsV2Command: ['s3:ListBucket'],
  // @aws-sdk/lib-storage: a multipart upload, aborted on failure
  Upload: ['s3:PutObject', 's3:AbortMultipartUpload'],
  // DynamoDB table-level calls (item calls are the table grant's level, below)
  DescribeTableCommand: ['dynamodb:DescribeTable'],
  GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
  StartExecutionCommand: ['states:StartExecution'],
  AnalyzeDocumentCommand: ['textract:AnalyzeDocument'],
  DetectDocumentTextCommand: ['textract:DetectDocumentText'],
  StartDocumentAnalysisCommand: ['textract:StartDocumentAnalysis'],
  GetDocumentAnalysisCommand: ['textract:GetDocumentAnalysis'],
  StartDocumentTextDetectionCommand: ['textract:StartDocumentTextDetection'],
  GetDocumentTextDetectionCommand: ['textract:GetDocumentTextDetection'],
};

/** Item-level DynamoDB commands (lib-dynamodb and client-dynamodb names). */
const ITEM_COMMAND =
  /^(Get|Put|Update|Delete|Query|Scan|BatchGet|BatchWrite|TransactWrite|TransactGet)(Item)?Command$/;

const resolveImport = (from: string, spec: string): string | null => {
  if (spec.startsWith('.')) return resolve(dirname(from), spec);
  if (spec.startsWith('@bp/functions/'))
    return fromRoot('functions/src', spec.slice('@bp/functions/'.length));
  if (spec.startsWith('@bp/shared/')) return fromRoot('shared/src', spec.slice('@bp/shared/'.length));
  return null;
};

export interface AwsCalls {
  /** IAM actions of the SDK commands the code imports, DynamoDB item commands aside. */
  actions: string[];
  /** Whether it imports any DynamoDB item command (then it needs a table grant). */
  tableItems: boolean;
  /** SDK names found that this mapping does not know: a test must fail on them. */
  unknown: string[];
}

export const awsCallsOf = (entry: string): AwsCalls => {
  const seen = new Set<string>();
  const names = new Set<string>();
  const pending = [fromRoot(entry)];
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/g,
    )) {
      if (m[1]) continue;
      const [, , clause = '', spec = ''] = m;
      if (spec.startsWith('@aws-sdk/')) {
        for (const n of clause.matchAll(/(?<!type\s)\b([A-Z]\w*(?:Command)|Upload)\b/g))
          names.add(n[1] as string);
        continue;
      }
      const target = resolveImport(file, spec);
      if (target) pending.push(target);
    }
    for (const m of source.matchAll(/import\(\s*[`']([^`'$]+)[`']\s*\)/g)) {
      const target = resolveImport(file, m[1] as string);
      if (target) pending.push(target);
    }
  }
  const actions = new Set<string>();
  const unknown: string[] = [];
  let tableItems = false;
  for (const name of names) {
    if (ITEM_COMMAND.test(name)) tableItems = true;
    else if (ACTIONS[name]) for (const a of ACTIONS[name]) actions.add(a);
    else if (name.endsWith('Command') || name === 'Upload') unknown.push(name);
  }
  return { actions: [...actions].sort(), tableItems, unknown: unknown.sort() };
};
