import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH } from '../lib/config';
import { hasToken } from '../lib/token';

/** /portrayal/* opens only with a stored token; the sign-in page brings you back. */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasToken()) {
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}
