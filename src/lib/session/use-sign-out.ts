import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
import { SIGN_IN_PATH } from '../config';
import { useSessionActor } from './session-context';

/** Sign out: the server ends the session, the machine forgets the token and the user; then the sign-in page. */
export function useSignOut(): () => void {
  const session = useSessionActor();
  const navigate = useNavigate();
  return useCallback(() => {
    session.send({ type: 'endSession' });
    // The sign-in page sends a holder of a token back in: leave once it is forgotten.
    void waitFor(session, (s) => s.matches('idle')).then(() => navigate(SIGN_IN_PATH, { replace: true }));
  }, [session, navigate]);
}
