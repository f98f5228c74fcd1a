import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { refuseOverwritesWhenAsked } from './s3-conditional-writes.ts';

export interface S3Local {
  endpoint: string;
  server: S3rver;
  stop(): Promise<void>;
}

/** Lets the app's origin PUT presigned uploads straight from the browser, as the deployed bucket does. */
const corsXml = (origins: readonly string[]) => `<CORSConfiguration>
  ${origins
    .map(
      (origin) => `<CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader><ExposeHeader>Content-Disposition</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>`,
    )
    .join('\n')}
</CORSConfiguration>`;

export const startS3Local = async (options: {
  port: number;
  directory: string;
  bucket: string;
  corsOrigins: readonly string[];
}): Promise<S3Local> => {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    port: options.port,
    address: '127.0.0.1',
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.corsOrigins)] }],
  });
  refuseOverwritesWhenAsked(server);
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    server,
    stop: async () => {
      await server.close();
    },
  };
};
