import type { CompanyRecord, UserRecord } from '../auth/user-record.ts';

export type NewUser = Omit<UserRecord, 'id' | 'created_at' | 'updated_at' | 'token_version'>;

/**
 * What the administrators' use cases need from storage and crypto. The storage adapters keep
 * their invariants in their transactions (e-mail claims, user counts, the last administrator),
 * and refuse with domain errors when a condition fails.
 */
export interface AdminPorts {
  getCompany(id: number): Promise<CompanyRecord | null>;
  listCompanies(): Promise<CompanyRecord[]>;
  createCompany(name: string): Promise<CompanyRecord>;
  renameCompany(id: number, name: string): Promise<CompanyRecord>;
  /** Only while it has no users (409), 404 when absent. */
  deleteCompany(id: number): Promise<void>;
  getUser(id: number): Promise<UserRecord | null>;
  listAllUsers(): Promise<UserRecord[]>;
  listCompanyUsers(companyId: number): Promise<UserRecord[]>;
  createUser(input: NewUser): Promise<UserRecord>;
  updateUserNames(id: number, firstName: string, lastName: string): Promise<UserRecord>;
  /** Stores the hash and ends the user's sessions in one write. */
  resetPassword(id: number, passwordHash: string): Promise<UserRecord>;
  deleteUser(target: UserRecord, callerId: number): Promise<void>;
  grantAdmin(target: UserRecord): Promise<UserRecord>;
  revokeAdmin(target: UserRecord, callerId: number): Promise<UserRecord>;
  moveUser(target: UserRecord, companyId: number): Promise<UserRecord>;
  adminCount(): Promise<number>;
  hashPassword(password: string): Promise<string>;
}
