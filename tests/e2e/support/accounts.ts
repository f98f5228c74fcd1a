/** The seeded accounts (infra/local seeds them; global setup passes on what it printed). */
export interface Account {
  email: string;
  password: string;
}

export const demoUser: Account = {
  email: process.env.E2E_DEMO_EMAIL ?? 'demo@demofoods.local',
  password: process.env.E2E_DEMO_PASSWORD ?? 'demo-password',
};

export const adminUser: Account = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@batchpath.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-password',
};
