import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Starts a story at `?search`: the preview's router takes the story's URL as a pathname
 * only, so the query is set here before the page mounts.
 */
export function AtSearch({ search, children }: { search: string; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The router's first entry has the key "default"; once replaced, the page runs free.
  const started = location.key !== 'default' || location.search === search;
  useEffect(() => {
    if (!started) navigate({ search }, { replace: true });
  }, [started, navigate, search]);
  return started ? children : null;
}
