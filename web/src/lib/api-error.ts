/**
 * Error texts for failed calls (spec 000 section 8). Pure, so the rules are unit-tested.
 */

/** A non-2xx answer. `serverMessage` is the body's `message`, when it had one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The answer's JSON body, when it had one (a 409 naming an earlier submission carries more). */
  readonly body: unknown;

  constructor(status: number, message: string, serverMessage?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The `message` field of an error body, if the body is JSON with a non-empty string there. */
export const serverMessageOf = (bodyText: string): string | undefined => {
  if (!bodyText) return undefined;
  try {
    const body: unknown = JSON.parse(bodyText);
    if (body && typeof body === 'object' && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall back to the status text below.
  }
  return undefined;
};

const jsonOf = (bodyText: string): unknown => {
  try {
    return bodyText ? (JSON.parse(bodyText) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

export const requestErrorMessage = (status: number, serverMessage: string | undefined): string =>
  serverMessage ?? `Request failed with status ${status}`;

export const downloadErrorMessage = (status: number, serverMessage: string | undefined): string =>
  serverMessage ?? `Download failed with status ${status}`;

export const apiErrorFrom = (
  status: number,
  bodyText: string,
  kind: 'request' | 'download' = 'request',
): ApiError => {
  const serverMessage = serverMessageOf(bodyText);
  const message =
    kind === 'download'
      ? downloadErrorMessage(status, serverMessage)
      : requestErrorMessage(status, serverMessage);
  return new ApiError(status, message, serverMessage, jsonOf(bodyText));
};

export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';

/** What a toast shows for any thrown value. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== '' ? error.message : DEFAULT_ERROR_MESSAGE;

/** The one toast for everything that failed because the device has no network. */
export const OFFLINE_MESSAGE =
  'You are offline: this needs the network. Work saved on this device waits in the Outbox.';

/** The browser says it is online, yet the call got no answer (the server or the Wi-Fi is down). */
export const UNREACHABLE_MESSAGE = 'Could not reach BatchPath: check the network and try again.';

/**
 * fetch's own failure (Chrome "Failed to fetch", Firefox "NetworkError when attempting to fetch
 * resource.", Safari "Load failed"): no HTTP answer came. A TypeError from a bug is not one.
 */
const isFetchFailure = (error: unknown): boolean =>
  (error instanceof TypeError && /fetch|network|load failed/i.test(error.message)) ||
  (error instanceof Error && error.name === 'NetworkError');

/**
 * What a failed query's or mutation's toast says. Opened offline, every screen's calls fail at
 * once: each saying "Failed to fetch" told the user nothing and piled up; they now share one
 * message, which the toasts show once (identical messages are not repeated).
 */
export const toastText = (error: unknown, online: boolean): string => {
  if (error instanceof ApiError) return errorText(error);
  if (!online) return OFFLINE_MESSAGE;
  return isFetchFailure(error) ? UNREACHABLE_MESSAGE : errorText(error);
};

/**
 * Failed queries and mutations raise a toast, except 401s (spec 000 section 8): those mean the
 * session ended, and the app is already on its way to /login. The spec's own test is "the
 * message contains 401"; the status check covers servers whose 401 text does not say 401.
 */
export const isSilentError = (error: unknown): boolean =>
  (error instanceof ApiError && error.status === 401) || errorText(error).includes('401');
