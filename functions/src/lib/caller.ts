import type { APIGatewayProxyEventV2WithLambdaAuthorizer } from 'aws-lambda';
import type { UserNames } from '../core/inventory/posting.ts';
import { serviceUnavailable, unauthorized } from './errors.ts';

/** Who is calling, as the authorizer verified it. The company comes from here only. */
export interface Caller {
  userId: number;
  email: string;
  companyId: number;
  isAdmin: boolean;
  /**
   * The caller's names as the authorizer read them (its consistent read of the user, this very
   * request): a posting's author is taken from here instead of reading the user again.
   */
  names?: UserNames;
}

/** What the Lambda authorizer puts in `requestContext.authorizer.lambda` (strings and numbers only). */
export interface AuthorizerContext {
  userId: number;
  email: string;
  companyId: number;
  isAdmin: boolean;
  /** Set when the authorizer read the user: its names follow (a name left out is none). */
  named?: boolean;
  firstName?: string;
  lastName?: string;
  /**
   * The authorizer could not read the user (the table did not answer): the request is let
   * through only so that the handler answers 503 with a message; it runs nothing.
   */
  unavailable?: boolean;
}

export type AuthorizedEvent = APIGatewayProxyEventV2WithLambdaAuthorizer<AuthorizerContext>;

export const callerFrom = (event: AuthorizedEvent): Caller => {
  const ctx = event.requestContext.authorizer?.lambda;
  if (ctx?.unavailable) throw serviceUnavailable();
  if (!ctx || typeof ctx.companyId !== 'number' || typeof ctx.userId !== 'number') {
    throw unauthorized('Not authenticated');
  }
  return {
    userId: ctx.userId,
    email: ctx.email,
    companyId: ctx.companyId,
    isAdmin: ctx.isAdmin === true,
    ...(ctx.named === true
      ? {
          names: {
            firstName: typeof ctx.firstName === 'string' ? ctx.firstName : null,
            lastName: typeof ctx.lastName === 'string' ? ctx.lastName : null,
          },
        }
      : {}),
  };
};
