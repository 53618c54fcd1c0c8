import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '../config';
import { useSessionActor } from './session-context';

/** Sign out: the machine forgets the token and the user; then the sign-in page. */
export function useSignOut(): () => void {
  const session = useSessionActor();
  const navigate = useNavigate();
  return useCallback(() => {
    session.send({ type: 'signOut' });
    navigate(SIGN_IN_PATH, { replace: true });
  }, [session, navigate]);
}
