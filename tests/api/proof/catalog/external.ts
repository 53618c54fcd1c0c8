import { externalLink } from '../../helpers/external-world';
import type { TestApp } from '../../helpers/test-app';
import { ok, type Estate } from '../world/estate';
import type { Cell, Endpoint } from './types';

const SURVEY = { who: 'area', areas: ['survey'] } as const;

/** A link of the right shape that was never mailed: every link endpoint refuses it alike. */
const NO_LINK = 'bm90IGEgbGluayB0aGF0IHdhcyBldmVyIG1haWxlZCB0byBhbnlvbmU';

let n = 0;
const outsider = (e: Estate) => ({ name: `${e.marker} Outsider ${++n}`, email: `outsider${n}.${e.marker.toLowerCase().replace(/\W/g, '')}@supplier.example` });

/** An outside rater of the estate's open survey, rating its colleague: their id, link and assignment. */
async function freshOutsider(t: TestApp, e: Estate) {
  const who = outsider(e);
  const added = await ok<{ external: { id: number }; assignment: number }>(t, e.admin, 'POST', `/survey/survey/${e.survey}/external-raters/`, {
    ratee: e.colleague.employeeId,
    ...who,
  });
  // Its delivery marks the outbox after the answer: done before the request under test starts.
  await t.mailer.flush();
  return { id: added.external.id, assignment: added.assignment, token: await externalLink(t, who.email) };
}

const link = async (c: Cell) => (c.target === 'token' ? freshOutsider(c.w.t, c.estate) : { token: NO_LINK, assignment: 1 });

/** Outside raters: HR adds them and resends their link; the link alone answers for them. */
export const externalRaterEndpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/survey/survey/{id}/external-raters/',
    access: SURVEY,
    ok: 201,
    names: 'company-row',
    request: async (c) => ({
      url: `/survey/survey/${await c.row((e) => e.survey)}/external-raters/`,
      payload: { ratee: await c.row((e) => e.colleague.employeeId), ...outsider(c.estate) },
    }),
  },
  {
    method: 'POST',
    path: '/survey/survey/{id}/external-raters/{external}/resend/',
    access: SURVEY,
    ok: 200,
    names: 'company-row',
    fresh: true,
    request: async (c) => ({
      url: `/survey/survey/${await c.row((e) => e.survey)}/external-raters/${await c.row(async (e) => (await freshOutsider(c.w.t, e)).id)}/resend/`,
    }),
  },
  {
    method: 'GET',
    path: '/api/external/{token}/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'token',
    linkShowsItsCompany: true,
    request: async (c) => ({ url: `/api/external/${(await link(c)).token}/` }),
  },
  {
    method: 'GET',
    path: '/api/external/{token}/assignments/{assignment}/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'token',
    linkShowsItsCompany: true,
    request: async (c) => {
      const { token, assignment } = await link(c);
      return { url: `/api/external/${token}/assignments/${assignment}/` };
    },
  },
  {
    method: 'POST',
    path: '/api/external/{token}/answers/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'token',
    linkShowsItsCompany: true,
    fresh: true,
    request: async (c) => {
      const { token, assignment } = await link(c);
      return {
        url: `/api/external/${token}/answers/`,
        payload: { assignment, status: 'draft', answers: [{ statement: c.estate.statements[0]!, value: 3 }], levels: [] },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/external/{token}/assignments/{assignment}/comment-check/',
    access: { who: 'anyone' },
    ok: 200,
    names: 'token',
    linkShowsItsCompany: true,
    request: async (c) => {
      const { token, assignment } = await link(c);
      return {
        url: `/api/external/${token}/assignments/${assignment}/comment-check/`,
        payload: { comments: [{ competency: c.estate.competency, text: 'Call me on +44 20 7946 0958.' }] },
      };
    },
  },
];
