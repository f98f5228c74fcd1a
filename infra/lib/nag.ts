import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnManagedPolicy, CfnPolicy, CfnRole } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag 3 acknowledgements go through CDK's `Validations.of(x).acknowledge()`, one exact
 * finding id at a time (`AwsSolutions-IAM5[Resource::<Bucket.Arn>/uploads/*]`): no prefix
 * or pattern matching. These helpers name findings the way cdk-nag does.
 */
export const acknowledge = (scope: IConstruct, id: string, reason: string): void =>
  Validations.of(scope).acknowledge({ id, reason });

/** cdk-nag's rendering of a resolved CloudFormation value (utils/flatten-cfn-reference). */
export const flattenCfn = (node: unknown): string => {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const o = node as Record<string, unknown>;
  if (o['Fn::Join']) {
    const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
    return items.map(flattenCfn).join(delimiter);
  }
  if (o['Fn::Sub']) return flattenCfn(o['Fn::Sub']);
  if (o['Fn::GetAtt']) {
    const [resource, attribute] = o['Fn::GetAtt'] as [unknown, unknown];
    return `<${flattenCfn(resource)}.${flattenCfn(attribute)}>`;
  }
  if (o['Fn::ImportValue']) return flattenCfn(o['Fn::ImportValue']);
  if (o.Ref) return `<${flattenCfn(o.Ref)}>`;
  return JSON.stringify(node);
};

/** The IAM5 finding id of one resource ARN as cdk-nag will see it (same-stack references only). */
export const iam5ResourceFinding = (scope: IConstruct, arn: string): string =>
  `AwsSolutions-IAM5[Resource::${flattenCfn(Stack.of(scope).resolve(arn))}]`;

interface Statement {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Every IAM5 finding of the policies under `scope`, as cdk-nag computes them. */
export const iam5Findings = (scope: IConstruct): string[] => {
  const findings = new Set<string>();
  for (const node of scope.node.findAll()) {
    if (!CfnResource.isCfnResource(node)) continue;
    const stack = Stack.of(node);
    const documents: unknown[] = [];
    if (node instanceof CfnPolicy || node instanceof CfnManagedPolicy) documents.push(node.policyDocument);
    if (node instanceof CfnRole) {
      for (const p of list(stack.resolve(node.policies) as unknown[]))
        documents.push((stack.resolve(p) as { policyDocument: unknown }).policyDocument);
    }
    for (const doc of documents) {
      const resolved = stack.resolve(doc) as { Statement?: Statement[] };
      for (const s of resolved.Statement ?? []) {
        if (s.Effect !== 'Allow') continue;
        for (const a of list(s.Action)) if (a.includes('*')) findings.add(`AwsSolutions-IAM5[Action::${a}]`);
        for (const r of list(s.Resource)) {
          const flat = flattenCfn(r);
          if (flat.includes('*')) findings.add(`AwsSolutions-IAM5[Resource::${flat}]`);
        }
      }
    }
  }
  return [...findings];
};

/**
 * Acknowledges each wildcard of a construct that CDK itself builds (a deployment handler),
 * finding by finding, with one reason. Call it after the construct's last grant.
 */
export const acknowledgeCdkManagedWildcards = (scope: IConstruct, reason: string): void => {
  for (const id of iam5Findings(scope)) acknowledge(scope, id, reason);
};
