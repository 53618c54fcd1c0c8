import type { Attack, Finding } from './attack';
import type { Run } from './figures';
import { show } from './rational';

/** A history and what the attacker made of it, for a person to read. */

export function describeRun(run: Run): string {
  const h = run.history;
  const lines = [
    `company: ${run.people.length} people, competencies C0 and C1 (2 statements each) under ${h.sameType ? 'one type T0' : 'types T0 and T1'}, ` +
      `threshold 3; answers stable per (rater, ratee, statement), seed ${h.answers.seed}, ${h.answers.notObservedPercent}% "not observed"`,
    ...run.outsiders.map((o, k) => `outside rater X${k} <${o.email}>${o.hr ? ': HR controls this address (knows its answers)' : ''}`),
    ...run.log.map((l, i) => `${String(i + 1).padStart(3)}. ${l}`),
    `(${run.requests} requests, ${run.fetched.length} numbers fetched)`,
    `replay: ANONYMITY_REPLAY='${JSON.stringify(h)}'`,
  ];
  return lines.join('\n');
}

export function describeFinding(f: Finding): string {
  const what = f.kind === 'answer' ? `a rater's answers: ${f.target}` : `another ratee's figure: ${f.target}`;
  const rows = f.rows.map((r) => `      ${show(r.coefficient).padStart(8)} × [${r.figure}]  ← ${r.source}`);
  const known = f.tags.includes('with answers it knows')
    ? ["      + the answers the audience knows (its own; for HR its members' and the outside raters it controls)"]
    : [];
  return [`  ${f.audience} (${f.via}) solves ${what} = ${f.value}, as`, ...rows, ...known].join('\n');
}

export function describeAttack(run: Run, a: Attack): string {
  const parts = [describeRun(run)];
  if (a.mismatches.length) parts.push("MODEL MISMATCH (the attacker's model or the product is wrong):", ...a.mismatches.map((m) => `  ${m}`));
  if (a.findings.length) parts.push(`ATTACKS (${a.findings.length}):`, ...a.findings.map(describeFinding));
  return parts.join('\n');
}

/** The kind of attack: who, what, and how (the tags), without the history's own indices. */
export function signature(f: Finding): string {
  const who = f.audience === 'HR' ? 'HR' : f.via;
  return `${who} → ${f.kind === 'answer' ? "a rater's answers" : "another ratee's figure"} [${f.tags.join(', ')}]`;
}
