// @vitest-environment node
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { exportReport } from '../../server/sheets/feedback-report';
import { asciiSlug } from '../../server/sheets/feedback-report/ascii-slug';
import { reportCsv } from '../../server/sheets/feedback-report/report-csv';
import { reportPdf } from '../../server/sheets/feedback-report/report-pdf';
import { reportXlsx } from '../../server/sheets/feedback-report/report-xlsx';
import type { CommentInsightsAnswer } from '../../schemas/comment-insights-answer';
import { longReport, OVERALL_OTHERS, sampleReport } from './report-export.fixtures';

const THEMES: CommentInsightsAnswer = {
  state: 'ready',
  computed_at: '2026-03-12T14:05:00.000Z',
  language: 'en',
  analysed: { sentiment: true },
  themes: [
    {
      key: 'competency:11',
      label: 'Integrity',
      competency_id: 11,
      count: 3,
      sentiment: { positive: 2, neutral: 0, negative: 1 },
      comments: [
        { id: 1, text: 'Keeps every promise.', sentiment: 'positive' },
        { id: 2, text: 'Honest in hard talks.', sentiment: 'positive' },
        { id: 3, text: 'Sometimes hides bad news.', sentiment: 'negative' },
      ],
    },
    {
      key: 'phrase:meeting',
      label: 'too many meetings',
      competency_id: null,
      count: 1,
      sentiment: { positive: 0, neutral: 1, negative: 0 },
      comments: [{ id: 4, text: 'Too many meetings.', sentiment: 'neutral' }],
    },
  ],
  languages: { analysed: ['en'], not_analysed: [] },
  not_analysed: [],
};

const NONE = { language: null, analysed: null, themes: [], languages: null, not_analysed: [] };

async function pdfOf(body: Buffer): Promise<{ text: string; pages: number; title: unknown }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  const meta = await pdf.getMetadata();
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, title: (meta.info as { Title?: unknown }).Title };
}

describe('asciiSlug', () => {
  it('makes ASCII slugs for file names', () => {
    expect(asciiSlug('2026 Leadership 360', 'x')).toBe('2026-leadership-360');
    expect(asciiSlug('Zoë Łukasz 李', 'x')).toBe('zoe-lukasz');
    expect(asciiSlug('李', 'ratee-5')).toBe('ratee-5');
  });
});

describe('reportPdf', () => {
  it('prints the title block, the overall score, the competencies and the comments', async () => {
    const report = sampleReport();
    const body = await reportPdf(report);
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, title } = await pdfOf(body);
    for (const expected of [
      'Priya Raman',
      '2026 Leadership 360',
      'Engineering Manager',
      'Confidential',
      OVERALL_OTHERS.toFixed(2),
      '71.8%',
      'Integrity',
      'Developing others',
      'Managing conflict',
      'involve the platform team earlier',
      'Page 1 of',
    ]) {
      expect(text).toContain(expected);
    }
    expect(title).toBe('360° feedback report: Priya Raman (2026 Leadership 360)');
  });

  it('paginates a long report: 40 competencies and 200 comments', async () => {
    const { pages, text } = await pdfOf(await reportPdf(longReport(40, 200)));
    expect(pages).toBeGreaterThan(3);
    expect(text).toContain('Comment 200:');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('prints names and comments in any script as written', async () => {
    const report = sampleReport({
      ratee: { ...sampleReport().ratee, name: 'Zoë Łukasz 李' },
      comments: [{ competency_id: 11, competency: 'Integrity', from: 'anonymous', text: 'Очень хорошо 👍 — 很好' }],
    });
    const { text, title } = await pdfOf(await reportPdf(report));
    expect(text).toContain('Zoë Łukasz 李');
    expect(text).toContain('Очень хорошо');
    expect(text).toContain('很好');
    expect(title).toBe('360° feedback report: Zoë Łukasz 李 (2026 Leadership 360)');
  });
});

describe("reportPdf's comment themes (HR's copy only)", () => {
  const themesOf = async (insights: CommentInsightsAnswer | null) => {
    const { text } = await pdfOf(await reportPdf(sampleReport(), insights));
    return text.includes('Comment themes') ? text.slice(text.indexOf('Comment themes')) : null;
  };

  it('lists each theme with its count, tone and when it was computed, after the comments', async () => {
    const section = await themesOf(THEMES);
    expect(section).toMatch(/^Comment themes Computed 12 Mar 2026, 14:05 UTC/);
    expect(section).toContain('Integrity competency · 3 comments · 2 positive, 0 neutral, 1 negative');
    expect(section).toContain('too many meetings phrase · 1 comment · 0 positive, 1 neutral, 0 negative');
  });

  it('says the tone is not analysed for another language, and when the themes are pending or too few', async () => {
    const unread: CommentInsightsAnswer = {
      ...THEMES,
      language: 'de',
      analysed: { sentiment: false },
      themes: THEMES.themes.map((t) => ({ ...t, sentiment: null })),
    };
    const section = await themesOf(unread);
    expect(section).toContain('Tone is not analysed for this language');
    expect(section).toContain('Integrity competency · 3 comments · tone not analysed');
    expect(section).not.toContain('positive');
    expect(await themesOf({ state: 'pending', computed_at: null, ...NONE })).toMatch(/^Comment themes Pending:/);
    expect(await themesOf({ state: 'too_few', computed_at: THEMES.computed_at, ...NONE })).toContain('Too few comments are shown to group them into themes');
    expect(await themesOf(null)).toBeNull();
    const mixed = await themesOf({
      ...THEMES,
      languages: { analysed: ['en'], not_analysed: [{ language: 'de', count: 2 }] },
      not_analysed: [{ id: 5, competency_id: 11, language: 'de', text: 'Hält jedes Versprechen.' }],
    });
    expect(mixed).toContain('Not analysed (shown as written in the Comments section, in no theme): 2 comments in de.');
  });
});

describe('reportCsv', () => {
  it('writes a BOM, CRLF lines and the three sections, formula-safe', () => {
    const report = sampleReport();
    const csv = reportCsv(report).toString('utf8');
    expect(
      csv.startsWith(
        '\uFEFFsurvey,ratee,type,competency,group,score,percent,self,others,gap,expected level,observed level,company benchmark,designation benchmark\r\n',
      ),
    ).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toContain('\n');
    const [competencies, scores, comments] = csv
      .slice(1)
      .split('\r\n\r\n')
      .map((part) => Papa.parse<string[]>(part.trim()).data);
    expect(competencies).toHaveLength(1 + 6 * 4);
    expect(competencies![1]).toEqual([
      '2026 Leadership 360',
      'Priya Raman',
      'Core',
      'Integrity',
      'Self',
      '3.5',
      '87.5',
      '3.5',
      '3.37',
      '0.13',
      'Advanced',
      'Expert',
      '3.17',
      '3.27',
    ]);
    expect(scores![0]).toEqual(['survey', 'ratee', 'type', 'type value', 'group', 'score', 'percent']);
    expect(scores!.at(-1)).toEqual(['2026 Leadership 360', 'Priya Raman', 'Overall', '', 'All raters but self', '2.87', '71.8']);
    expect(comments![0]).toEqual(['survey', 'ratee', 'competency', 'from', 'comment']);
    expect(comments).toHaveLength(5);
    expect(comments![4]).toEqual(['2026 Leadership 360', 'Priya Raman', 'Managing conflict', 'Anonymous', `'=HYPERLINK("http://evil.example","click")`]);
  });
  it("writes a German ratee's headers, groups, levels and authors in German, names and comments as written", () => {
    const csv = reportCsv(sampleReport(), 'de').toString('utf8');
    const [competencies, scores, comments] = csv
      .slice(1)
      .split('\r\n\r\n')
      .map((part) => Papa.parse<string[]>(part.trim()).data);
    expect(competencies![0]).toEqual([
      'Umfrage',
      'bewertete Person',
      'Typ',
      'Kompetenz',
      'Gruppe',
      'Wert',
      'Prozent',
      'selbst',
      'andere',
      'Abstand',
      'erwartete Stufe',
      'beobachtete Stufe',
      'Vergleichswert Unternehmen',
      'Vergleichswert Position',
    ]);
    expect(competencies![1]!.slice(0, 5)).toEqual(['2026 Leadership 360', 'Priya Raman', 'Core', 'Integrity', 'Selbst']);
    expect(competencies![1]!.slice(10, 12)).toEqual(['Erweitert', 'Expert:in']);
    expect(scores!.at(-1)).toEqual(['2026 Leadership 360', 'Priya Raman', 'Gesamt', '', 'Alle Bewertenden außer selbst', '2.87', '71.8']);
    expect(comments![0]).toEqual(['Umfrage', 'bewertete Person', 'Kompetenz', 'von', 'Kommentar']);
    expect(comments![4]!.slice(3)).toEqual(['Anonym', `'=HYPERLINK("http://evil.example","click")`]);
  });
});

describe('reportXlsx', () => {
  it('holds the same rows, numbers as numbers and text formula-safe', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await reportXlsx(sampleReport())) as never);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Competencies', 'Scores', 'Comments']);
    const competencies = workbook.getWorksheet('Competencies')!;
    expect(competencies.rowCount).toBe(1 + 6 * 4);
    expect(competencies.getRow(2).values).toEqual([
      undefined,
      '2026 Leadership 360',
      'Priya Raman',
      'Core',
      'Integrity',
      'Self',
      3.5,
      87.5,
      3.5,
      3.37,
      0.13,
      'Advanced',
      'Expert',
      3.17,
      3.27,
    ]);
    expect(typeof competencies.getCell('F2').value).toBe('number');
    const overall = workbook.getWorksheet('Scores')!.lastRow!;
    expect(overall.getCell(3).value).toBe('Overall');
    expect(overall.getCell(6).value).toBe(2.87);
    const comments = workbook.getWorksheet('Comments')!;
    expect(comments.getCell('E5').value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(comments.getCell('E5').formula).toBeUndefined();
  });
});

describe('exportReport', () => {
  it('names the file after the survey and the ratee and says what it is', async () => {
    const report = sampleReport({ ratee: { ...sampleReport().ratee, name: 'Zoë Łukasz 李' } });
    const pdf = await exportReport(report, 'pdf');
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: 'feedback-2026-leadership-360-zoe-lukasz.pdf' });
    expect((await exportReport(report, 'csv')).contentType).toBe('text/csv; charset=utf-8');
    const xlsx = await exportReport(report, 'xlsx');
    expect(xlsx.filename).toBe('feedback-2026-leadership-360-zoe-lukasz.xlsx');
    expect(xlsx.body.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
