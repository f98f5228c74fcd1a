/** The upload sweep's look at the bucket (jobs/sweep-uploads.ts): jobs reach adapters through wiring. */
export { uploadExists } from '../adapters/s3/upload-exists.ts';
