import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2;

const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): HttpResult => ({
  statusCode: status,
  headers: { ...jsonHeaders, ...headers },
  body: JSON.stringify(body),
});

export const ok = (body: unknown): HttpResult => json(body, 200);
export const created = (body: unknown): HttpResult => json(body, 201);
export const noContent = (): HttpResult => ({ statusCode: 204, headers: {}, body: '' });

export const errorResult = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, unknown> = {},
) => json({ ...details, message }, status, headers);

/** A file download: binary body, base64 in the Lambda answer, name in Content-Disposition. */
export const file = (content: Buffer, contentType: string, filename: string): HttpResult => ({
  statusCode: 200,
  headers: {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`,
  },
  body: content.toString('base64'),
  isBase64Encoded: true,
});

/** A text download (CSV export). */
export const textFile = (content: string, contentType: string, filename: string): HttpResult =>
  file(Buffer.from(content, 'utf8'), contentType, filename);
