import type { AccountChange, CoupleAccount } from '../../server/auth/accounts'

export type { AccountChange, CoupleAccount }

/** The couple's accounts wherever they sign in: the embedded server or Supabase Auth. */
export type CoupleAccounts = {
  /** Where the accounts live, as the couple reads it. */
  readonly label: string
  add(email: string, password: string): Promise<AccountChange>
  remove(email: string): Promise<boolean>
  list(): Promise<CoupleAccount[]>
  close(): Promise<void>
}
