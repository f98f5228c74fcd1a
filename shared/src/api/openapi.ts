import { z } from 'zod';
import { messageBody } from '../contracts/common.ts';
import { pathParamNames, type RouteDef } from './route-def.ts';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const queryParameters = (schema: z.ZodType | undefined) => {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(messageBody, 'output') } },
});

const operation = (route: RouteDef) => {
  const success = route.status ?? 200;
  const responses: Record<string, unknown> = {
    [success]: route.response
      ? {
          description: 'Success',
          content: { 'application/json': { schema: toSchema(route.response, 'output') } },
        }
      : route.produces
        ? { description: 'Success', content: { [route.produces]: {} } }
        : { description: 'No content' },
  };
  if (route.request?.body || route.request?.query || route.request?.params)
    responses[400] = errorResponse('Invalid request');
  if (route.access !== 'public') responses[401] = errorResponse('Missing, expired or invalid token');
  if (route.access === 'admin') responses[403] = errorResponse('Administrator access required');
  if (route.conflict)
    responses[409] = {
      description: route.conflict.description,
      content: { 'application/json': { schema: toSchema(route.conflict.body, 'output') } },
    };
  return {
    operationId: route.name,
    summary: route.summary,
    tags: [route.area],
    ...(route.access === 'public' ? { security: [] } : {}),
    parameters: [
      ...pathParamNames(route.path).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...queryParameters(route.request?.query),
    ],
    ...(route.request?.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.request.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: toSchema(route.request.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses,
  };
};

/** The OpenAPI 3.1 document for the route table, generated from the routes' zod contracts. */
export const buildOpenApi = (routes: readonly RouteDef[], version = '1.0.0') => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    (paths[route.path] as Record<string, unknown>)[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'BatchPath API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
};
