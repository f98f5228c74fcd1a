/**
 * Creates a platform administrator (the spec leaves the first one to "outside the admin screens"):
 *
 *   npm run create-admin -- --email E --password P [--first-name F] [--last-name L] [--company NAME] [--table T]
 *
 * Where it writes:
 *   - the local cloud, when no table is named: table batchpath-local on DynamoDB Local at
 *     AWS_ENDPOINT_URL_DYNAMODB, else http://127.0.0.1:$DYNAMO_PORT (8000, as `npm run dev` binds it),
 *     with the local cloud's credentials;
 *   - AWS (or LocalStack via AWS_ENDPOINT_URL), when --table or TABLE_NAME names the table: the
 *     usual AWS credentials and region. The Data stack's TableName output gives the name.
 *
 * The administrator joins the company named by --company (default "BatchPath Operations"), which
 * is created when no company has that name. An e-mail that is already taken, in any letter case,
 * is refused. The same repository code as the API does the writes, so the user counts, the e-mail
 * claim and the administrator counter stay right.
 */
import { parseArgs } from 'node:util';
import {
  companyNameField,
  firstNameField,
  lastNameField,
  newPasswordField,
  newUserEmailField,
} from '@bp/shared/contracts/admin.ts';
import {
  DEFAULT_DYNAMO_PORT,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  LOCAL_TABLE,
} from '@bp/infra/local/local-aws.ts';
import type { z } from 'zod';

const USAGE = `Usage: npm run create-admin -- --email E --password P [--first-name F] [--last-name L] [--company NAME] [--table T]`;
const DEFAULT_COMPANY = 'BatchPath Operations';

const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string', default: 'Platform' },
        'last-name': { type: 'string', default: 'Administrator' },
        company: { type: 'string', default: DEFAULT_COMPANY },
        table: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const valid = <T>(field: z.ZodType<T>, value: unknown, flag: string): T => {
  const result = field.safeParse(value);
  return result.success ? result.data : fail(`--${flag}: ${result.error.issues[0]?.message}\n${USAGE}`, 2);
};
const email = valid(newUserEmailField, args.email, 'email');
const password = valid(newPasswordField(), args.password, 'password');
const firstName = valid(firstNameField, args['first-name'], 'first-name');
const lastName = valid(lastNameField, args['last-name'], 'last-name');
const companyName = valid(companyNameField, args.company, 'company');

// Decide where to write before any repository module creates its DynamoDB client.
const tableArg = args.table ?? process.env.TABLE_NAME;
const local = !tableArg || process.env.AWS_ENDPOINT_URL_DYNAMODB !== undefined;
if (local) {
  process.env.AWS_ENDPOINT_URL_DYNAMODB ??= `http://127.0.0.1:${process.env.DYNAMO_PORT ?? DEFAULT_DYNAMO_PORT}`;
  process.env.AWS_REGION ??= LOCAL_REGION;
  // DynamoDB Local keeps one database per access key unless shared: use the local cloud's.
  process.env.AWS_ACCESS_KEY_ID = LOCAL_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_CREDENTIALS.secretAccessKey;
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  process.env.AWS_MAX_ATTEMPTS ??= '2';
}
process.env.TABLE_NAME = tableArg ?? LOCAL_TABLE;
const where = local
  ? `table ${process.env.TABLE_NAME} on ${process.env.AWS_ENDPOINT_URL_DYNAMODB}`
  : `table ${process.env.TABLE_NAME} in ${process.env.AWS_REGION ?? 'the default AWS region'}`;

const { createUser, getUserByEmail } = await import('@bp/functions/adapters/dynamodb/platform/users-repo.ts');
const { createCompany, listCompanies } =
  await import('@bp/functions/adapters/dynamodb/platform/companies-repo.ts');
const { hashPassword } = await import('@bp/functions/lib/auth/password.ts');
const { isHttpError } = await import('@bp/functions/lib/errors.ts');

const explain = (error: unknown): string => {
  if (isHttpError(error)) return error.message;
  const name = (error as Error)?.name ?? '';
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (name === 'ResourceNotFoundException') return `The table was not found: ${where}.`;
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(String(error))) {
    return local
      ? `Nothing answers at ${process.env.AWS_ENDPOINT_URL_DYNAMODB}. Start the local cloud (npm run dev), or set DYNAMO_PORT or AWS_ENDPOINT_URL_DYNAMODB; for AWS give --table.`
      : `Could not reach DynamoDB (${String(error)}).`;
  }
  if (name === 'CredentialsProviderError' || name === 'UnrecognizedClientException') {
    return `No usable AWS credentials (${(error as Error).message}).`;
  }
  return String((error as Error)?.message ?? error);
};

try {
  if (await getUserByEmail(email)) {
    fail(`A user with the e-mail ${email} already exists (${where}). Nothing was changed.`);
  }
  const existing = (await listCompanies()).find((c) => c.name.toLowerCase() === companyName.toLowerCase());
  const company = existing ?? (await createCompany(companyName));
  const user = await createUser({
    email,
    first_name: firstName,
    last_name: lastName,
    password_hash: await hashPassword(password),
    company_id: company.id,
    is_admin: true,
  });
  console.log(
    [
      `Created platform administrator ${user.email} (user ${user.id}, ${user.first_name} ${user.last_name}).`,
      `  Company: ${company.name} (id ${company.id}, ${existing ? 'existing' : 'created'})`,
      `  Where:   ${where}`,
      'Sign in with this e-mail and password; the admin area is under /admin/companies.',
    ].join('\n'),
  );
} catch (error) {
  fail(`Could not create the administrator: ${explain(error)}`);
}
