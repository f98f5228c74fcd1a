/**
 * Reads each function's IAM policy out of the synthesized CloudFormation templates, with the
 * intrinsic functions resolved to the local cloud's names: the resource a function's
 * TABLE_NAME or BUCKET_NAME points at becomes the local table or bucket, so a statement on
 * `Fn::GetAtt [Table, Arn]` applies to `arn:aws:dynamodb:<region>:<account>:table/<local table>`.
 */

export const LOCAL_ACCOUNT = '000000000000';

export interface PolicyStatement {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: string | string[];
  Resource?: string | string[];
  NotResource?: string | string[];
  Condition?: Record<string, unknown>;
  Sid?: string;
}

export interface FunctionPolicy {
  /** The handler module (path from the repository root), as the function's description names it. */
  entry: string;
  /** Every statement of its role: inline policies, the stack's default policy, managed policies. */
  statements: PolicyStatement[];
}

type Json = unknown;
interface Resource {
  Type: string;
  Properties?: Record<string, Json>;
}
export interface StackTemplate {
  name: string;
  template: {
    Resources?: Record<string, Resource>;
    Outputs?: Record<string, { Value: Json; Export?: { Name: Json } }>;
  };
}

export interface LocalNames {
  region: string;
  tableName: string;
  bucketName: string;
}

/** `(functions/src/...ts)` at the end of a function's description: how a function names its entry. */
const ENTRY_IN_DESCRIPTION = /\(([^()]+\.ts)\)\s*$/;

const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const functionPolicies = (stacks: readonly StackTemplate[], names: LocalNames): FunctionPolicy[] => {
  const exports = new Map<string, { stack: StackTemplate; value: Json }>();
  for (const stack of stacks)
    for (const output of Object.values(stack.template.Outputs ?? {}))
      if (typeof output.Export?.Name === 'string')
        exports.set(output.Export.Name, { stack, value: output.Value });

  // Logical ids (per stack) that are the local table and bucket: what the functions' environment names.
  const localResource = new Map<string, 'table' | 'bucket'>();
  const markEnvironment = (stack: StackTemplate, value: Json, kind: 'table' | 'bucket'): void => {
    if (isObject(value) && typeof value.Ref === 'string')
      localResource.set(`${stack.name}/${value.Ref}`, kind);
    if (isObject(value) && typeof value['Fn::ImportValue'] === 'string') {
      const exported = exports.get(value['Fn::ImportValue']);
      if (exported) markEnvironment(exported.stack, exported.value, kind);
    }
  };
  for (const stack of stacks) {
    for (const r of Object.values(stack.template.Resources ?? {})) {
      if (r.Type !== 'AWS::Lambda::Function') continue;
      const variables = (r.Properties?.Environment as { Variables?: Record<string, Json> } | undefined)
        ?.Variables;
      if (variables?.TABLE_NAME) markEnvironment(stack, variables.TABLE_NAME, 'table');
      if (variables?.BUCKET_NAME) markEnvironment(stack, variables.BUCKET_NAME, 'bucket');
    }
  }

  const nameOf = (stack: StackTemplate, id: string): string => {
    const kind = localResource.get(`${stack.name}/${id}`);
    if (kind === 'table') return names.tableName;
    if (kind === 'bucket') return names.bucketName;
    return `${stack.name}-${id}`.toLowerCase();
  };
  const arnOf = (stack: StackTemplate, id: string): string => {
    const type = stack.template.Resources?.[id]?.Type ?? '';
    const name = nameOf(stack, id);
    const at = `${names.region}:${LOCAL_ACCOUNT}`;
    switch (type) {
      case 'AWS::DynamoDB::Table':
      case 'AWS::DynamoDB::GlobalTable':
        return `arn:aws:dynamodb:${at}:table/${name}`;
      case 'AWS::S3::Bucket':
        return `arn:aws:s3:::${name}`;
      case 'AWS::Logs::LogGroup':
        return `arn:aws:logs:${at}:log-group:${name}:*`;
      case 'AWS::Lambda::Function':
        return `arn:aws:lambda:${at}:function:${name}`;
      case 'AWS::StepFunctions::StateMachine':
        return `arn:aws:states:${at}:stateMachine:${name}`;
      case 'AWS::SecretsManager::Secret':
        return `arn:aws:secretsmanager:${at}:secret:${name}`;
      case 'AWS::IAM::Role':
        return `arn:aws:iam::${LOCAL_ACCOUNT}:role/${name}`;
      default:
        return `arn:aws:local:${at}:${type.replaceAll('::', '-').toLowerCase()}/${name}`;
    }
  };
  /** Ref gives the name for tables and buckets, the ARN for most other resources. */
  const refOf = (stack: StackTemplate, id: string): string => {
    const type = stack.template.Resources?.[id]?.Type ?? '';
    if (/^AWS::(DynamoDB::Table|S3::Bucket|Logs::LogGroup|Lambda::Function|IAM::Role)$/.test(type))
      return nameOf(stack, id);
    return arnOf(stack, id);
  };

  const resolve = (stack: StackTemplate, value: Json): Json => {
    if (Array.isArray(value)) return value.map((v) => resolve(stack, v));
    if (!isObject(value)) return value;
    if ('Ref' in value) {
      const ref = String(value.Ref);
      if (ref === 'AWS::Partition') return 'aws';
      if (ref === 'AWS::Region') return names.region;
      if (ref === 'AWS::AccountId') return LOCAL_ACCOUNT;
      if (ref === 'AWS::URLSuffix') return 'amazonaws.com';
      if (ref === 'AWS::StackName') return stack.name;
      return refOf(stack, ref);
    }
    if ('Fn::GetAtt' in value) {
      const [id, attribute] = value['Fn::GetAtt'] as [string, string];
      return attribute === 'Arn' ? arnOf(stack, id) : `${nameOf(stack, id)}.${attribute}`;
    }
    if ('Fn::ImportValue' in value) {
      const name = resolve(stack, value['Fn::ImportValue']);
      const exported = exports.get(String(name));
      if (!exported) throw new Error(`Local IAM: no stack exports ${String(name)}`);
      return resolve(exported.stack, exported.value);
    }
    if ('Fn::Join' in value) {
      const [separator, parts] = value['Fn::Join'] as [string, Json[]];
      return (resolve(stack, parts) as Json[]).map(String).join(separator);
    }
    if ('Fn::Select' in value) {
      const [index, list] = value['Fn::Select'] as [number, Json];
      return (resolve(stack, list) as Json[])[Number(index)];
    }
    if ('Fn::Split' in value) {
      const [separator, text] = value['Fn::Split'] as [string, Json];
      return String(resolve(stack, text)).split(separator);
    }
    if ('Fn::Sub' in value) {
      const [text, vars] = (Array.isArray(value['Fn::Sub']) ? value['Fn::Sub'] : [value['Fn::Sub'], {}]) as [
        string,
        Record<string, Json>,
      ];
      return text.replace(/\$\{([^}]+)\}/g, (_, name: string) => {
        if (name in vars) return String(resolve(stack, vars[name]));
        const [id, attribute] = name.split('.');
        return String(resolve(stack, attribute ? { 'Fn::GetAtt': [id, attribute] } : { Ref: id }));
      });
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(stack, v)]));
  };

  const statementsOf = (stack: StackTemplate, document: Json): PolicyStatement[] => {
    const resolved = resolve(stack, document) as { Statement?: PolicyStatement | PolicyStatement[] };
    const statements = resolved.Statement ?? [];
    return Array.isArray(statements) ? statements : [statements];
  };

  const result: FunctionPolicy[] = [];
  for (const stack of stacks) {
    const resources = stack.template.Resources ?? {};
    for (const fn of Object.values(resources)) {
      if (fn.Type !== 'AWS::Lambda::Function') continue;
      const entry = ENTRY_IN_DESCRIPTION.exec(String(fn.Properties?.Description ?? ''))?.[1];
      const roleId = (
        (fn.Properties?.Role as Record<string, Json> | undefined)?.['Fn::GetAtt'] as string[] | undefined
      )?.[0];
      if (!entry || !roleId) continue;
      const role = resources[roleId]?.Properties ?? {};
      const statements: PolicyStatement[] = [];
      for (const inline of (role.Policies as Array<{ PolicyDocument: Json }> | undefined) ?? [])
        statements.push(...statementsOf(stack, inline.PolicyDocument));
      for (const policy of Object.values(resources)) {
        if (policy.Type !== 'AWS::IAM::Policy') continue;
        const roles = (policy.Properties?.Roles as Json[] | undefined) ?? [];
        if (roles.some((r) => isObject(r) && r.Ref === roleId))
          statements.push(...statementsOf(stack, policy.Properties?.PolicyDocument));
      }
      for (const managed of (role.ManagedPolicyArns as Json[] | undefined) ?? []) {
        statements.push(...managedStatements(stack, managed, exports, statementsOf));
      }
      result.push({ entry, statements });
    }
  }
  return result;
};

/** A managed policy of this stack (Ref) or of another (Fn::ImportValue of its Ref). */
const managedStatements = (
  stack: StackTemplate,
  reference: Json,
  exports: Map<string, { stack: StackTemplate; value: Json }>,
  statementsOf: (stack: StackTemplate, document: Json) => PolicyStatement[],
): PolicyStatement[] => {
  if (isObject(reference) && typeof reference.Ref === 'string') {
    const policy = stack.template.Resources?.[reference.Ref];
    if (policy?.Type === 'AWS::IAM::ManagedPolicy')
      return statementsOf(stack, policy.Properties?.PolicyDocument);
  }
  if (isObject(reference) && typeof reference['Fn::ImportValue'] === 'string') {
    const exported = exports.get(reference['Fn::ImportValue']);
    if (exported) return managedStatements(exported.stack, exported.value, exports, statementsOf);
  }
  // An AWS managed policy (an ARN string) would need AWS's own documents: none is used here.
  throw new Error(`Local IAM: cannot read managed policy ${JSON.stringify(reference)}`);
};
