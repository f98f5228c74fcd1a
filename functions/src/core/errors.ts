/**
 * What went wrong, in domain terms. Core use cases and adapters throw these with the spec's
 * message; the edge (functions/src/lib/middleware/error-handler.ts) decides the HTTP status.
 * Nothing here knows about HTTP.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-many';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;

  constructor(kind: DomainErrorKind, message: string) {
    super(message);
    this.name = new.target.name;
    this.kind = kind;
  }
}

/** The input breaks a rule (a field, a combination, a limit). */
export class Invalid extends DomainError {
  constructor(message: string) {
    super('invalid', message);
  }
}

/** The caller could not be identified (wrong credentials). */
export class Unauthenticated extends DomainError {
  constructor(message: string) {
    super('unauthenticated', message);
  }
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  constructor(message: string) {
    super('forbidden', message);
  }
}

/** The addressed record does not exist (or belongs to another company, which is the same to the caller). */
export class NotFound extends DomainError {
  constructor(message: string) {
    super('not-found', message);
  }
}

/**
 * The request clashes with the stored state (a taken name, a record in use, a lost race).
 * `details` go into the answer beside the message (the earlier submission a duplicate repeats).
 */
export class Conflict extends DomainError {
  readonly details?: Record<string, unknown>;

  constructor(message: string, details?: Record<string, unknown>) {
    super('conflict', message);
    this.details = details;
  }
}

/** Too many attempts; the caller may try again after `retryAfterSeconds`. */
export class TooMany extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super('too-many', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const invalid = (message: string) => new Invalid(message);
export const unauthenticated = (message: string) => new Unauthenticated(message);
export const forbidden = (message: string) => new Forbidden(message);
export const notFound = (message: string) => new NotFound(message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new Conflict(message, details);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new TooMany(message, retryAfterSeconds);

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** The answer when a write kept losing races, or was built from a read that is no longer true. */
export const STALE_WRITE = 'The data changed while it was being saved; please try again';
