import { expireAllCompanies } from '../core/expiry/expire-lots.ts';
import { expiryPorts } from '../wiring/expiry.ts';

/**
 * The scheduled expiry job (infra/lib/schedules.ts): an EventBridge schedule in AWS, a timer in
 * the local cloud (infra/local/scheduler.ts), both calling this handler. Holds every lot past its
 * date that still holds stock; answers how many lots it held per company.
 */
export const handler = async (): Promise<{ held: Record<number, number> }> => {
  const held = await expireAllCompanies(expiryPorts);
  const total = Object.values(held).reduce((a, b) => a + b, 0);
  if (total) console.log(JSON.stringify({ job: 'expire-lots', held }));
  return { held };
};
