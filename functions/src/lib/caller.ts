import type { APIGatewayProxyEventV2WithLambdaAuthorizer } from 'aws-lambda';
import { serviceUnavailable, unauthorized } from './errors.ts';

/** Who is calling, as the authorizer verified it. The company comes from here only. */
export interface Caller {
  userId: number;
  email: string;
  companyId: number;
  isAdmin: boolean;
}

/** What the Lambda authorizer puts in `requestContext.authorizer.lambda` (strings and numbers only). */
export interface AuthorizerContext {
  userId: number;
  email: string;
  companyId: number;
  isAdmin: boolean;
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
  };
};
