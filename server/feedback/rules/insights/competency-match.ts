import type { Token } from './read-text';

/*
 * BM25 of a comment (the query) against each competency's own text (the documents: title, description and
 * statements, as content-word keys). The weights and cuts are documented in docs/insights.md and were set on
 * tests/unit/insights/comments.fixtures.ts.
 */

const K1 = 1.2;
const B = 0.75;
/** The title says most about what a competency is: its words count as if written twice. */
const TITLE_WEIGHT = 2;
/** IDF as if the model had at least this many competencies, so a small model still weighs a distinctive word. */
const MIN_DOCUMENTS = 8;
/** A match needs this score: about one distinctive word the comment shares with a single competency. */
export const MATCH_CUT = 2;
/** The competency a comment was written under needs only this share of the cut (the box is context, not proof). */
export const OWN_BOX_SHARE = 0.5;
/** Further competencies are kept when they score at least this share of the best one. */
export const SECOND_SHARE = 0.6;

export interface CompetencyDocument {
  id: number;
  terms: Map<string, number>;
  length: number;
}

export interface CompetencyIndex {
  documents: CompetencyDocument[];
  idf: Map<string, number>;
  averageLength: number;
}

const contentKeys = (tokens: Token[]) => tokens.filter((t) => t.content).map((t) => t.key);

export function competencyIndex(competencies: Array<{ id: number; title: Token[]; body: Token[] }>): CompetencyIndex {
  const documents = competencies.map(({ id, title, body }) => {
    const keys = [...Array<string[]>(TITLE_WEIGHT).fill(contentKeys(title)).flat(), ...contentKeys(body)];
    const terms = new Map<string, number>();
    for (const k of keys) terms.set(k, (terms.get(k) ?? 0) + 1);
    return { id, terms, length: keys.length };
  });
  const n = Math.max(documents.length, MIN_DOCUMENTS);
  const df = new Map<string, number>();
  for (const d of documents) for (const k of d.terms.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const idf = new Map([...df].map(([k, f]) => [k, Math.log(1 + (n - f + 0.5) / (f + 0.5))]));
  const averageLength = documents.reduce((sum, d) => sum + d.length, 0) / Math.max(documents.length, 1) || 1;
  return { documents, idf, averageLength };
}

/** BM25 of the comment's distinct content words against each competency, in the index's order. */
export function competencyScores(index: CompetencyIndex, tokens: Token[]): number[] {
  const query = [...new Set(contentKeys(tokens))].filter((k) => index.idf.has(k));
  return index.documents.map((d) => {
    const norm = K1 * (1 - B + (B * d.length) / index.averageLength);
    return query.reduce((sum, k) => {
      const tf = d.terms.get(k) ?? 0;
      return tf ? sum + (index.idf.get(k)! * tf * (K1 + 1)) / (tf + norm) : sum;
    }, 0);
  });
}

/** The competencies a comment speaks about: over the cut (lower for its own box) and near the best; none when weak. */
export function matchCompetencies(index: CompetencyIndex, tokens: Token[], box: number | null | undefined): number[] {
  const scores = competencyScores(index, tokens);
  const passing = index.documents
    .map((d, i) => ({ id: d.id, score: scores[i]! }))
    .filter(({ id, score }) => score >= (id === box ? MATCH_CUT * OWN_BOX_SHARE : MATCH_CUT));
  const best = Math.max(0, ...passing.map((p) => p.score));
  return passing.filter((p) => p.id === box || p.score >= best * SECOND_SHARE).map((p) => p.id);
}
