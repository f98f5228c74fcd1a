import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../../lib/env.ts';
import { awsClientConfig } from '../aws-client-config.ts';

/**
 * Checksums only when required: with the SDK defaults a streamed body is stored with its
 * aws-chunked framing by S3-compatible local servers, and presigned URLs carry checksum headers.
 */
export const s3Client = new S3Client({
  ...awsClientConfig,
  forcePathStyle: env.s3ForcePathStyle(),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export const bucketName = (): string => env.bucketName();
