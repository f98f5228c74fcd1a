import type { Area, RouteDef } from '@bp/shared/api/route-def.ts';
import { routeKey } from '@bp/shared/api/route-def.ts';
import { routes as routeTable } from '@bp/shared/api/routes/index.ts';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  type IHttpApi,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaTarget } from 'aws-cdk-lib/aws-events-targets';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type AreaAccess, areaAccess, functionTimeoutSeconds } from '../api/area-access.ts';
import { AUTHORIZER_ENTRY, areaEntry } from '../api/function-entries.ts';
import type { AppConfig } from '../config.ts';
import { LambdaFunction } from '../constructs/lambda-function.ts';
import type { ExportsAccess } from '../constructs/exports-access.ts';
import { TraceExporter } from '../constructs/trace-exporter.ts';
import type { UploadsAccess } from '../constructs/uploads-access.ts';
import {
  grantHealthChecks,
  grantSecretValue,
  grantTableItems,
  grantFindUploads,
  grantUploads,
} from '../grants.ts';
import { acknowledge } from '../nag.ts';
import { scheduledJobs } from '../schedules.ts';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  /** The HTTP API of the Gateway stack; routes are attached to it here. */
  api: IHttpApi;
  table: ITable;
  bucket: IBucket;
  jwtSecret: ISecret;
  uploadsAccess: UploadsAccess;
  exportsAccess: ExportsAccess;
  /** Defaults to the route table; tests pass their own. */
  routes?: readonly RouteDef[];
  access?: Record<Area, AreaAccess>;
}

export { AUTHORIZER_ENTRY, areaEntry };

/** `GET /api/materials/{id}` -> `GET-api-materials-id`: a stable construct id per route. */
export const routeId = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${route.method}${route.path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');

/**
 * The API's behaviour, all derived from the route table: one function per area, the JWT
 * authorizer, and one route per entry, public entries without an authorizer.
 */
export class ApiStack extends Stack {
  readonly areaFunctions: ReadonlyMap<Area, LambdaFunction>;
  readonly authorizerFunction: LambdaFunction;
  readonly traceExporter: TraceExporter;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, table, jwtSecret } = props;
    const routes = props.routes ?? routeTable;
    const access = props.access ?? areaAccess;

    const keys = routes.map(routeKey);
    const duplicate = keys.find((k, i) => keys.indexOf(k) !== i);
    if (duplicate) throw new Error(`The route table lists ${duplicate} twice`);

    // Imported in this stack so that the integrations, the authorizer and the permissions
    // are created here, next to the functions they reference.
    const api = HttpApi.fromHttpApiAttributes(this, 'HttpApi', {
      httpApiId: props.api.apiId,
      apiEndpoint: props.api.apiEndpoint,
    });

    this.authorizerFunction = new LambdaFunction(this, 'Authorizer', {
      entry: AUTHORIZER_ENTRY,
      description: `BatchPath JWT authorizer (${AUTHORIZER_ENTRY})`,
      config,
      timeout: Duration.seconds(5),
      environment: { TABLE_NAME: table.tableName, JWT_SECRET_ARN: jwtSecret.secretArn },
    });
    // It verifies the token, then reads the user item to check the token is still current.
    grantTableItems(this.authorizerFunction.role, table, 'getItem');
    grantSecretValue(this.authorizerFunction.role, jwtSecret);

    const authorizer = new HttpLambdaAuthorizer('JwtAuthorizer', this.authorizerFunction.fn, {
      authorizerName: 'jwt',
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.Authorization'],
      // No caching: deleting a user or resetting a password must end their sessions at once.
      resultsCacheTtl: Duration.seconds(0),
    });

    const areas = [...new Set(routes.map((r) => r.area))];
    const functions = new Map<Area, LambdaFunction>();
    const integrations = new Map<Area, HttpLambdaIntegration>();
    for (const area of areas) {
      const fn = this.areaFunction(area, access[area], props);
      functions.set(area, fn);
      integrations.set(area, new HttpLambdaIntegration(`${area}Integration`, fn.fn));
    }
    this.areaFunctions = functions;
    const integrationFor = (area: Area): HttpLambdaIntegration => {
      const integration = integrations.get(area);
      if (!integration) throw new Error(`No function for area ${area}`);
      return integration;
    };

    for (const route of routes) {
      const isPublic = route.access === 'public';
      const httpRoute = new HttpRoute(this, `Route-${routeId(route)}`, {
        httpApi: api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrationFor(route.area),
        authorizer: isPublic ? new HttpNoneAuthorizer() : authorizer,
      });
      if (isPublic) {
        acknowledge(
          httpRoute,
          'AwsSolutions-APIG4',
          `${routeKey(route)} is public in the route table (${route.name}: ${route.summary}).`,
        );
      }
    }

    // The FSMA 204 export worker, started by the export requests the trace area writes.
    this.traceExporter = new TraceExporter(this, 'TraceExporter', {
      config,
      table,
      bucket: props.bucket,
      exportsAccess: props.exportsAccess,
    });

    // Scheduled jobs (infra/lib/schedules.ts): the local cloud runs the same handlers on a timer.
    for (const job of scheduledJobs) {
      const fn = new LambdaFunction(this, `Job-${job.name}`, {
        entry: job.entry,
        // The local IAM check finds a function's role by the entry at the end of its description.
        description: `BatchPath job ${job.name}: ${job.description} (${job.entry})`,
        config,
        timeout: Duration.minutes(5),
        environment: {
          TABLE_NAME: table.tableName,
          ...(job.uploads ? { BUCKET_NAME: props.bucket.bucketName } : {}),
        },
      });
      grantTableItems(fn.role, table, 'readWrite');
      if (job.uploads) {
        grantUploads(fn.role, props.uploadsAccess, job.uploads);
        grantFindUploads(fn.role, props.bucket);
      }
      new Rule(this, `Schedule-${job.name}`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaTarget(fn.fn)],
      });
    }
  }

  private areaFunction(area: Area, access: AreaAccess, props: ApiStackProps): LambdaFunction {
    const { config, table, bucket, jwtSecret } = props;
    const entry = areaEntry(area);
    const fn = new LambdaFunction(this, `${area}Area`, {
      entry,
      description: `BatchPath API area ${area} (${entry})`,
      config,
      memorySize: access.memorySize,
      timeout: Duration.seconds(functionTimeoutSeconds(access)),
      environment: {
        TABLE_NAME: table.tableName,
        BUCKET_NAME: bucket.bucketName,
        TOKEN_TTL_SECONDS: String(config.tokenTtlSeconds),
        ...(access.jwtSecret ? { JWT_SECRET_ARN: jwtSecret.secretArn } : {}),
      },
    });
    if (access.table !== 'none') grantTableItems(fn.role, table, access.table);
    if (access.healthChecks) grantHealthChecks(fn.role, table, bucket);
    if (access.jwtSecret) grantSecretValue(fn.role, jwtSecret);
    if (access.uploads) grantUploads(fn.role, props.uploadsAccess, access.uploads);
    if (access.exports) fn.role.addManagedPolicy(props.exportsAccess.writeAndShare);
    return fn;
  }
}
