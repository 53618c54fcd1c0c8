import type { Endpoint } from './types';

/** The company's default language (issue 42): an admin's setting, as the company's security is. */
export const languageEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/company-language/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/company-language/' }) },
  {
    method: 'PUT',
    path: '/api/company-language/',
    access: { who: 'admin' },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/company-language/', payload: { default_language: 'de' } }),
  },
];
