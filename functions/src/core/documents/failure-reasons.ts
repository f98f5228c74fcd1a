/**
 * Pages the pipeline reads in one document: a receiving log, batch sheet or packing slip is a
 * few pages; past this a PDF is a scanned binder, which would take minutes and a 256 KB-plus
 * layout per page range. It fails with a reason that says so.
 */
export const MAX_DOCUMENT_PAGES = 20;

/**
 * Why a document could not be transcribed, in the user's words (the submission's failure_reason,
 * shown on the upload screen with retry and manual entry). Pipeline steps throw DocumentFailure
 * with one of these; anything else becomes `unexpected`.
 */
export const failureReasons = {
  unreadable:
    'The file could not be read as a photo or PDF. Upload a clear photo or a PDF, or enter the document manually.',
  unsupported: 'Upload a JPEG, PNG, WebP or HEIC photo or a PDF',
  tooLarge: 'The file is larger than 20 MB',
  missing: 'The uploaded file was not found; upload it again',
  /** upload-url made the submission and no file came before its URL expired (the sweep's). */
  neverArrived: 'The file never arrived. Upload it again.',
  nothingFound:
    'No table or fields were found in this document. Try a sharper, straighter photo, or enter it manually.',
  tooManyPages: `The PDF has more than ${MAX_DOCUMENT_PAGES} pages. Upload at most ${MAX_DOCUMENT_PAGES} pages at a time, or enter it manually.`,
  replaced: 'The file was replaced while it was being read; upload it again as a new document',
  timedOut: 'Reading the document took too long. Try again, or enter it manually.',
  unexpected: 'Reading the document failed. Try again, or enter it manually.',
} as const;

/** The reason an execution that ended without recording one gets (Step Functions' final status). */
export const executionEndReason = (status: string): string =>
  status === 'TIMED_OUT' ? failureReasons.timedOut : failureReasons.unexpected;

/** A step's refusal of the document itself: its message is the reason the user sees. */
export class DocumentFailure extends Error {
  override name = 'DocumentFailure';
}

/** Error names (Step Functions' `Error`) whose reason is known without their message. */
const byErrorName: Record<string, string> = {
  UnreadableDocumentError: failureReasons.unreadable,
  // A step past its function's timeout (Lambda's error), or past a TimeoutSeconds the ASL sets.
  'Sandbox.Timedout': failureReasons.timedOut,
  'States.Timeout': failureReasons.timedOut,
};

/**
 * The reason to record from a Step Functions Catch (`{Error, Cause}`): a DocumentFailure's own
 * message (Lambda puts it in Cause as JSON `errorMessage`; the local runner as plain text), a
 * known error name's reason, else the generic one. Internal messages never reach the user.
 */
export const failureReasonOf = (error: { Error?: string; Cause?: string } | undefined): string => {
  const name = error?.Error ?? '';
  if (byErrorName[name]) return byErrorName[name];
  if (name !== 'DocumentFailure') return failureReasons.unexpected;
  const cause = error?.Cause ?? '';
  let message = cause;
  try {
    const parsed = JSON.parse(cause) as { errorMessage?: unknown };
    if (typeof parsed?.errorMessage === 'string') message = parsed.errorMessage;
  } catch {
    // Plain text: the local runner passes the message as it is.
  }
  return (Object.values(failureReasons) as string[]).includes(message) ? message : failureReasons.unexpected;
};
