import type { RouteDef } from '@bp/shared/api/route-def.ts';
import { submissionRouteName } from '@bp/shared/api/routes/submissions.ts';
import { goodsReceiptSpec, productionSpec, shipmentSpec } from '@bp/shared/contracts/submissions/kinds.ts';

/**
 * The routes after which a document is about to arrive: an upload URL asked for (the PUT and the
 * pipeline follow), a multipart upload, or the file of a dropped PUT.
 */
const UPLOAD_ROUTES: ReadonlySet<string> = new Set(
  [goodsReceiptSpec, productionSpec, shipmentSpec].flatMap((spec) =>
    (['uploadUrl', 'uploadDocument', 'uploadFile'] as const).map((op) => submissionRouteName(spec, op)),
  ),
);

export const startsAnUpload = (route: Pick<RouteDef, 'name'>): boolean => UPLOAD_ROUTES.has(route.name);

/**
 * The local cloud's gateway calls this with each request's route and the status its handler
 * answered: an upload answered with a success warms the OCR process (starts it and loads its
 * models) while the file is still on its way, so a cloud's first page does not wait seconds for
 * it. A refused upload (a bad body, another company's id) brings no document and warms nothing.
 * Not at the cloud's start: every test cloud would load the models, most of them never reading
 * a page. The warming is never awaited and its failure only logged: the read after it starts the
 * process or loads the models itself, as before.
 */
export const ocrWarmUpOnUpload =
  (warm: () => Promise<void>, log: (line: string) => void) =>
  (route: Pick<RouteDef, 'name'>, status: number): void => {
    if (!startsAnUpload(route) || status >= 300) return;
    warm().catch((error: unknown) =>
      log(`OCR warm-up failed (the next read starts it anew): ${(error as Error)?.message ?? String(error)}`),
    );
  };

/** The OCR process's warm-up when the cloud reads with it (OCR_PROCESS=child); none otherwise. */
const childWarmUp = async (): Promise<(() => Promise<void>) | undefined> => {
  if (process.env.OCR_PROCESS !== 'child' || process.env.DOCUMENT_READER === 'textract') return undefined;
  return (await import('@bp/functions/adapters/ocr/ocr-child-process.ts')).warmOcrChildProcess;
};

/** The gateway's hook: warms the OCR process on an upload. */
export const ocrWarmUp = async (
  log: (line: string) => void,
): Promise<((route: Pick<RouteDef, 'name'>, status: number) => void) | undefined> => {
  const warm = await childWarmUp();
  return warm && ocrWarmUpOnUpload(warm, log);
};

/**
 * `npm run dev` warms it at once: a developer's cloud is started to be used, its first upload is
 * tried by hand within a minute, and the upload URL comes too late to hide much of the warm-up
 * (the PUT and the read follow it within a fraction of a second).
 */
export const warmOcrNow = async (log: (line: string) => void): Promise<void> => {
  const warm = await childWarmUp();
  await warm?.().catch((error: unknown) =>
    log(`OCR warm-up failed (the first read starts it anew): ${String(error)}`),
  );
};
