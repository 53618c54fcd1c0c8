import { expectedStatus } from './catalog/expected';
import { keyOf, targetsOf, type Cell, type Endpoint, type Target } from './catalog/types';
import { undeclared } from './contract';
import { leaksIn, type Foreign } from './leaks';
import { MISSING_ID, otherRange, ownRange } from './world/id-ranges';
import type { Actor, World } from './world/world';

const OWN: Foreign = { range: ownRange, marker: 'Alder' };
const OTHER: Foreign = { range: otherRange, marker: 'Zorro' };

/** What an actor must never see: the other company's, or, without a company, any company's. */
export const foreignTo = (actor: Actor): Foreign[] => (actor.company === 'own' ? [OTHER] : actor.company === 'other' ? [OWN] : [OWN, OTHER]);

export function cellOf(w: World, actor: Actor, target: Target): Cell {
  const estate = target === 'own' || target === 'other' ? w.estate(target) : w.estate(actor.company ?? 'own');
  return {
    w,
    actor,
    target,
    estate,
    row: async (pick) => (target === 'missing' ? MISSING_ID : pick(estate)),
    person: () =>
      actor.company === estate.key && actor.employeeId !== null && estate.selfAssignment.has(actor.employeeId) ? actor.employeeId : estate.colleague.employeeId,
  };
}

/** One cell of the matrix, sent through the real app: a line saying what went wrong, or null. */
export async function checkCell(w: World, e: Endpoint, actor: Actor, target: Target): Promise<string | null> {
  const cell = cellOf(w, actor, target);
  const req = await e.request(cell);
  const res = await w.t.app.inject({
    method: e.method,
    url: req.url,
    headers: { ...actor.headers, ...req.headers },
    ...(req.payload !== undefined && { payload: req.payload as string }),
  });
  // Mail and invitations go out after the answer: let them finish before the next cell.
  await w.t.app.invitations.settled();
  await w.t.mailer.flush();
  const expected = expectedStatus(e, actor, target);
  const where = `${keyOf(e)} as ${actor.name} on ${target}`;
  if (res.statusCode !== expected) return `${where}: ${res.statusCode}, expected ${expected} — ${res.body.slice(0, 160)}`;
  const promise = undeclared(w.contract, keyOf(e), res);
  if (promise) return `${where}: ${promise}`;
  if (res.statusCode >= 300 || e.method !== 'GET') return null;
  // A link's holder is the guest of the company that mailed it, whoever else they are.
  const mailedBy = e.linkShowsItsCompany && target === 'token' ? (cell.estate.key === 'own' ? OWN : OTHER) : null;
  const leaks = await leaksIn(
    res,
    foreignTo(actor).filter((f) => f !== mailedBy),
  );
  return leaks.length ? `${where}: shows another company's ${[...new Set(leaks)].slice(0, 5).join(', ')}` : null;
}

/** Every cell of these endpoints: the lines of those that went wrong. */
export async function checkAll(w: World, endpoints: readonly Endpoint[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const e of endpoints) {
    for (const actor of w.actors) {
      for (const target of targetsOf(e.names)) {
        const line = await checkCell(w, e, actor, target).catch((err: Error) => `${keyOf(e)} as ${actor.name} on ${target}: ${err.message}`);
        if (line) wrong.push(line);
      }
    }
  }
  return wrong;
}
