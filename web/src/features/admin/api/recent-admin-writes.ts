import type { AdminUser, Company } from '@bp/shared/contracts/admin.ts';
import { createRecentWrites } from '../model/recent-writes.ts';

/** This tab's own admin writes of the last moment, laid over the index lists (recent-writes.ts). */
export const recentCompanies = createRecentWrites<Company>();
export const recentUsers = createRecentWrites<AdminUser>();
