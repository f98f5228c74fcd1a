import { createCompany } from '@bp/functions/adapters/dynamodb/platform/companies-repo.ts';
import { createUser, getUserByEmail } from '@bp/functions/adapters/dynamodb/platform/users-repo.ts';
import { hashPassword } from '@bp/functions/lib/auth/password.ts';

export const seedDefaults = {
  adminEmail: 'admin@batchpath.local',
  adminPassword: 'admin-password',
  platformCompany: 'BatchPath Operations',
  demoCompany: 'Demo Foods',
  demoEmail: 'demo@demofoods.local',
  demoPassword: 'demo-password',
} as const;

export interface SeedResult {
  admin: { email: string; password: string; created: boolean };
  demo: { email: string; password: string; created: boolean };
}

/**
 * First start only (idempotent): a platform administrator from ADMIN_EMAIL / ADMIN_PASSWORD,
 * and the demo company "Demo Foods" with one regular user, so a new user can sign in at once.
 */
export const seed = async (env: NodeJS.ProcessEnv = process.env): Promise<SeedResult> => {
  const adminEmail = env.ADMIN_EMAIL ?? seedDefaults.adminEmail;
  const adminPassword = env.ADMIN_PASSWORD ?? seedDefaults.adminPassword;

  const adminExists = (await getUserByEmail(adminEmail)) !== null;
  if (!adminExists) {
    const platform = await createCompany(seedDefaults.platformCompany);
    await createUser({
      email: adminEmail,
      first_name: 'Platform',
      last_name: 'Administrator',
      password_hash: await hashPassword(adminPassword),
      company_id: platform.id,
      is_admin: true,
    });
  }

  const demoExists = (await getUserByEmail(seedDefaults.demoEmail)) !== null;
  if (!demoExists) {
    const demo = await createCompany(seedDefaults.demoCompany);
    await createUser({
      email: seedDefaults.demoEmail,
      first_name: 'Dana',
      last_name: 'Demo',
      password_hash: await hashPassword(seedDefaults.demoPassword),
      company_id: demo.id,
      is_admin: false,
    });
  }

  return {
    admin: { email: adminEmail, password: adminPassword, created: !adminExists },
    demo: { email: seedDefaults.demoEmail, password: seedDefaults.demoPassword, created: !demoExists },
  };
};
