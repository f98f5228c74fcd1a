/** A user as stored (platform data, not tenant data). */
export interface UserRecord {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  company_id: number;
  is_admin: boolean;
  /** Bumped when credentials or rights change; tokens carrying an older version stop working. */
  token_version: number;
  created_at: string;
  updated_at: string;
}

export interface CompanyRecord {
  id: number;
  name: string;
  user_count: number;
  created_at: string;
  updated_at: string;
}

export const fullName = (u: Pick<UserRecord, 'first_name' | 'last_name'>): string =>
  `${u.first_name} ${u.last_name}`.trim();
