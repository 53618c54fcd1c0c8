import { TOKEN_KEY } from './config';

// Being signed in means only that a token is stored.
export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as signed out
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

export function hasToken(): boolean {
  return Boolean(getToken());
}
