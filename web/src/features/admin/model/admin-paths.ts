/** The admin area's addresses (spec 000 section 2). */
export const adminPaths = {
  companies: '/admin/companies',
  newCompany: '/admin/companies/new',
  companyUsers: (companyId: number) => `/admin/companies/${companyId}/users`,
  newUser: (companyId: number) => `/admin/companies/${companyId}/users/new`,
  editUser: (companyId: number, userId: number) => `/admin/companies/${companyId}/users/${userId}/edit`,
} as const;

/** A route's id segment as a positive whole number, or null for anything else (`/users/abc`). */
export const routeId = (segment: string | undefined): number | null => {
  if (!segment || !/^\d+$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
