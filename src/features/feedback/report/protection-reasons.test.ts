import { describe, expect, it } from 'vitest';
import { emptyReport, fullReport } from './report.fixtures';
import { acrossSurveysReport, benchmarkWithheldReport, partlyWithheldReport, q2, q3 } from './protection.fixtures';
import { competenciesText, reasonLines, withheldText } from './protection-reasons';
import { allOthersWithheld, andList, hasNoAnswers, othersLeftOut, shownGroups } from './report-format';

describe('figures withheld across surveys', () => {
  it('folds HR’s reasons: groups with the same competencies and surveys share one line', () => {
    expect(reasonLines(acrossSurveysReport.protection.reasons, acrossSurveysReport.survey.id)).toEqual([
      { groups: ['peer', 'all_others'], competencies: acrossSurveysReport.competencies.map((c) => c.title), surveys: [q2.title], thisSurvey: true },
    ]);
    expect(reasonLines(partlyWithheldReport.protection.reasons, partlyWithheldReport.survey.id)).toEqual([
      { groups: ['peer'], competencies: ['Coaching others'], surveys: [q2.title], thisSurvey: false },
      { groups: ['direct_report'], competencies: ['Coaching others', 'Strategic thinking'], surveys: [q2.title, q3.title], thisSurvey: false },
    ]);
    expect(reasonLines([], 3)).toEqual([]);
  });

  it('names few competencies, counts more, and says "every" for all', () => {
    expect(competenciesText(['Integrity'], 9)).toBe('Integrity');
    expect(competenciesText(['Integrity', 'Accountability'], 9)).toBe('Integrity and Accountability');
    expect(competenciesText(['A', 'B', 'C'], 9)).toBe('3 competencies');
    expect(competenciesText(['A', 'B'], 2)).toBe('every competency');
    expect(andList(['Peers', 'Direct reports', 'All raters but self'])).toBe('Peers, Direct reports and All raters but self');
  });

  it('says what is withheld: groups, then benchmarks', () => {
    expect(withheldText(acrossSurveysReport)).toBe('Peers and All raters but self');
    expect(withheldText(benchmarkWithheldReport)).toBe('the company benchmark');
    const some = { ...fullReport, protection: { ...fullReport.protection, benchmarks: true } };
    expect(withheldText(some)).toBe('some benchmarks');
  });

  it('keeps a withheld group’s column, and a report with only withheld figures is not empty', () => {
    expect(shownGroups(acrossSurveysReport)).toEqual(['self', 'manager', 'peer', 'direct_report', 'all_others']);
    const onlyWithheld = { ...emptyReport, protection: { groups: ['peer' as const], benchmarks: false, reasons: [] } };
    expect(hasNoAnswers(onlyWithheld)).toBe(false);
    expect(shownGroups(onlyWithheld)).toEqual(['peer']);
  });

  it('tells rankings and comparisons what was left out', () => {
    expect(allOthersWithheld(acrossSurveysReport)).toBe(true);
    expect(othersLeftOut(acrossSurveysReport)).toBe('');
    expect(allOthersWithheld(fullReport)).toBe(false);
    const one = { ...fullReport, competencies: fullReport.competencies.map((c, i) => (i ? c : { ...c, others: null, withheld: ['all_others' as const] })) };
    expect(othersLeftOut(one)).toBe(' 1 competency whose score from others is withheld is left out.');
  });

  it('keeps the fixtures as the server makes them: no withheld figure has a score, overall and types drop the groups', () => {
    for (const r of [acrossSurveysReport, partlyWithheldReport]) {
      for (const c of r.competencies) for (const g of c.withheld) expect(c.scores.some((s) => s.group === g)).toBe(false);
      for (const g of r.protection.groups) {
        expect(r.overall.some((s) => s.group === g)).toBe(false);
        expect(r.types.every((t) => t.scores.every((s) => s.group !== g))).toBe(true);
      }
    }
    expect(acrossSurveysReport.comments.some((c) => c.from === 'anonymous')).toBe(false);
    expect(benchmarkWithheldReport.benchmark.company).toMatchObject({ overall: null, withheld: true, too_few: false });
  });
});
