import type { RouteDef } from '@bp/shared/api/route-def.ts';
import type { z } from 'zod';

/**
 * What a call of a route takes and answers, read off the route's literal type in the route
 * table (shared/src/api/routes) and its zod contracts. A changed path parameter, query field,
 * body or response shows up here, so every caller that no longer fits is a type error.
 */

type Empty = Record<never, never>;
type Simplify<T> = { [K in keyof T]: T[K] } & Empty;

/** Keys whose property may be missing; a key the schema takes as `unknown` (preprocessed) may be too. */
type OptionalKeys<T> = {
  [K in keyof T]-?: Empty extends Pick<T, K> ? K : unknown extends T[K] ? K : never;
}[keyof T];

/**
 * Path and query values as the handler reads them once parsed (an id is a number, a flag a
 * boolean): the client turns them into text and the server's schema turns them back. A key is
 * optional when the schema accepts it missing (optional, or with a default).
 */
export type ParsedFields<S extends z.ZodType> = Simplify<
  {
    [K in Exclude<keyof z.output<S>, OptionalKeys<z.input<S>> | OptionalKeys<z.output<S>>>]: z.output<S>[K];
  } & {
    [K in Extract<keyof z.output<S>, OptionalKeys<z.input<S>> | OptionalKeys<z.output<S>>>]?:
      | z.output<S>[K]
      | undefined;
  }
>;

/** An input field the schema takes as `unknown` (preprocessed, coerced) is typed by what it becomes. */
type Accepted<I, O> = unknown extends I ? O : I;

/**
 * A JSON or form body as the schema accepts it (a string that is trimmed is still a string),
 * except fields (or a whole body) it would take as anything: those are typed by their parsed value.
 */
export type BodyFields<S extends z.ZodType> =
  unknown extends z.input<S>
    ? S extends z.ZodPipe<z.ZodType, infer Inner extends z.ZodType>
      ? BodyFields<Inner> // z.preprocess(fn, schema): what the inner schema accepts
      : z.output<S>
    : z.input<S> extends Record<string, unknown>
      ? Simplify<
          {
            [K in Exclude<keyof z.input<S>, OptionalKeys<z.input<S>> | OptionalKeys<z.output<S>>>]: Accepted<
              z.input<S>[K],
              K extends keyof z.output<S> ? z.output<S>[K] : never
            >;
          } & {
            [K in Extract<keyof z.input<S>, OptionalKeys<z.input<S>> | OptionalKeys<z.output<S>>>]?: Accepted<
              z.input<S>[K],
              K extends keyof z.output<S> ? z.output<S>[K] : never
            >;
          }
        >
      : z.input<S>;

type RequestOf<R> = R extends { request: infer Q } ? Q : Empty;

type ParamsPart<Q> = Q extends { params: infer S extends z.ZodType }
  ? { params: ParsedFields<S> }
  : { params?: undefined };

type QueryPart<Q> = Q extends { query: infer S extends z.ZodType }
  ? Empty extends ParsedFields<S>
    ? { query?: ParsedFields<S> }
    : { query: ParsedFields<S> }
  : { query?: undefined };

/** JSON and form bodies as the schema accepts them; an upload is the FormData to send. */
type BodyPart<Q> = Q extends { body: infer S extends z.ZodType }
  ? Q extends { multipart: true }
    ? { body: FormData }
    : { body: BodyFields<S> }
  : { body?: undefined };

/** Distributed route by route: unresolved, one union member per route rather than a cross product of parts. */
export type CallInput<R> = R extends unknown
  ? Simplify<ParamsPart<RequestOf<R>> & QueryPart<RequestOf<R>> & BodyPart<RequestOf<R>>>
  : never;

/** 204: null; a route with a response contract: its parsed value. */
export type CallResult<R> = R extends { status: 204 }
  ? null
  : R extends { response: infer S extends z.ZodType }
    ? z.output<S>
    : unknown;

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra request headers a route documents (an adjustment's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
  /**
   * The session token to carry instead of the stored one: the outbox sends an entry with the
   * token it checked as the entry's user's, whatever another tab stores meanwhile.
   */
  token?: string;
}

/** The input may be left out when nothing in it is required. */
export type CallArgs<R> = R extends unknown
  ? Empty extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions]
  : never;

type RouteOf<T extends readonly RouteDef[]> = T[number];

/** The route of a table with the given operation name. */
export type RouteNamed<T extends readonly RouteDef[], N> = Extract<RouteOf<T>, { name: N }>;

/** Routes that answer JSON (or nothing): `call`. */
export type JsonRouteName<T extends readonly RouteDef[]> = Exclude<RouteOf<T>, { produces: string }>['name'];

/** Routes that answer a file: `download`. */
export type FileRouteName<T extends readonly RouteDef[]> = Extract<RouteOf<T>, { produces: string }>['name'];
