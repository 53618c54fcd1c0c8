// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireToken } from './require-token';

afterEach(cleanup);

function SignIn() {
  const location = useLocation();
  return <p>Sign in, then back to {(location.state as { from: string }).from}</p>;
}

const app = (
  <MemoryRouter initialEntries={['/portrayal/admin/survey?tab=open']}>
    <Routes>
      <Route
        path="/portrayal/*"
        element={
          <RequireToken>
            <p>Signed-in area</p>
          </RequireToken>
        }
      />
      <Route path="/authentication/login" element={<SignIn />} />
    </Routes>
  </MemoryRouter>
);

describe('RequireToken', () => {
  beforeEach(() => localStorage.clear());

  it('sends visitors without a token to sign in, remembering where they were going', () => {
    render(app);
    expect(screen.getByText('Sign in, then back to /portrayal/admin/survey?tab=open')).toBeTruthy();
  });

  it('lets a stored token through', () => {
    localStorage.setItem('token', 'jwt');
    render(app);
    expect(screen.getByText('Signed-in area')).toBeTruthy();
  });
});
