import { registration, signUpCompany } from '../../helpers/accounts';
import type { Endpoint } from './types';

let n = 0;

/** The end of a company's data (issue 43): admins' alone, as the company's other settings. */
export const companyLifecycleEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/answer-retention/', access: { who: 'admin' }, ok: 200, names: 'nothing', request: () => ({ url: '/api/answer-retention/' }) },
  {
    method: 'PUT',
    path: '/api/answer-retention/',
    access: { who: 'admin' },
    ok: 200,
    names: 'nothing',
    request: () => ({ url: '/api/answer-retention/', payload: { answer_retention_months: 24 } }),
  },
  {
    // A name that is not the company's: reaching that check proves access, and the right one would delete the
    // company for the rest of the matrix. The write itself deletes a company registered for it.
    method: 'DELETE',
    path: '/api/company/',
    access: { who: 'admin' },
    ok: 400,
    names: 'nothing',
    request: () => ({ url: '/api/company/', payload: { name: 'Not the company you work for' } }),
    write: async (w) => {
      const company = `Shortlived ${++n}`;
      const admin = await signUpCompany(w.t, registration({ company_name: company, email: `founder.${n}@shortlived-${n}.example.com` }));
      return { req: { url: '/api/company/', payload: { name: company } }, headers: admin.headers };
    },
  },
];
