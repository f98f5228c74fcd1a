/**
 * `npm run seed:year`: a year of a busy plant (docs/trace.md) in a new company of the running
 * local cloud (`npm run dev`). Env: API_URL (http://localhost:3000), DYNAMO_PORT (8000),
 * ADMIN_EMAIL / ADMIN_PASSWORD (the dev administrator), SCALE (1; 0.1 is a tenth).
 * Prints the new user's e-mail and password.
 */
import { DEFAULT_DYNAMO_PORT, LOCAL_TABLE, useLocalTable } from '@bp/infra/local/local-aws.ts';
import { newPlantCompany } from '../tests/support/seed-year/plant-company.ts';

const apiUrl = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;
const scale = Number(process.env.SCALE ?? 1);
const admin = { email: process.env.ADMIN_EMAIL ?? '', password: process.env.ADMIN_PASSWORD ?? '' };
if (!admin.email || !admin.password)
  throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD (the dev administrator)');
useLocalTable(
  `http://127.0.0.1:${process.env.DYNAMO_PORT ?? DEFAULT_DYNAMO_PORT}`,
  process.env.TABLE_NAME ?? LOCAL_TABLE,
);
// The kit reads the table and endpoint when loaded: imported after they are set.
const { seedYear } = await import('../tests/support/seed-year/seed-year.ts');
const plant = await newPlantCompany(apiUrl, admin, `Year Plant ${new Date().toISOString().slice(0, 16)}`);
console.log(`Seeding a year (scale ${scale}) into company ${plant.companyId}...`);
await seedYear(plant.call, plant.companyId, scale, (line) => console.log(line));
console.log(`Sign in as ${plant.email} / ${plant.password}`);
