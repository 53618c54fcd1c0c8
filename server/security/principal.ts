import type { AuthUser } from '../../schemas/user';
import type { TwoFactorState } from '../account/actions/accounts';

/** The signed-in person a request acts for, as the auth plugin puts it on the request. */
export type Principal = AuthUser & {
  companyId: number | null;
  tokenVersion: number;
  /** The token's session. */
  sessionId: string;
  twoFactor: TwoFactorState;
};
