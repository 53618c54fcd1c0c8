import type { WizardChoices } from '../../../machines/survey-wizard/wizard-data';
import type { CompetencyRow, StatementRow } from '../../../schemas/competency';
import type { Employee } from '../../../schemas/employee';
import type { ExternalRaterAnswer, ExternalRaterInput, ExternalRaterResent } from '../../../schemas/external-rater';
import type { AuditLogPage, AuditLogQuery } from '../../../schemas/audit-log';
import type { MailFailure } from '../../../schemas/mail-failures';
import type { MasterItemRow } from '../../../schemas/master-item';
import type { Nomination, RaterSelection } from '../../../schemas/nomination';
import type {
  AnySubmittedAnswer,
  Assignment,
  MailedAnswer,
  RateeProgress,
  SendEmail,
  Survey,
  SurveyCreated,
  SurveyCreation,
  SurveyUpdate,
} from '../../../schemas/survey';
import type { MailPreview, MailPreviewKind, SurveyMailSettings } from '../../../schemas/survey-mail-settings';
import type { RaterMailed, RaterReplaced } from '../../../schemas/survey-raters';
import { api, type Signal } from '../../lib/api';

/**
 * The survey calls of the contract and the ones added beside them. Machines never import
 * this file: the live flows wire these functions in as actors, stories and tests provide
 * fakes.
 */
export const surveyApi = {
  list: ({ signal, owner }: Signal & { owner?: number } = {}) => api.get<Survey[]>('/survey/survey_get/', { signal, query: { owner } }),
  get: (id: number, { signal }: Signal = {}) => api.get<Survey>(`/survey/survey/${id}/`, { signal }),
  create: (payload: SurveyCreation) => api.post<SurveyCreated>('/survey/survey-creation/', payload),
  update: (payload: SurveyUpdate) => api.patch<SurveyCreated>('/survey/survey-creation/', payload, { version: `/survey/survey/${payload.survey.id}/` }),
  /** After a creation `{survey_id}`, after an update `{survey_update_id}`: mails raters not mailed yet. */
  sendEmail: (body: SendEmail) => api.post<MailedAnswer>('/survey/send-email/', body),
  remove: (id: number, deleteAnswers = false) => api.delete(`/survey/survey/${id}/`, { query: deleteAnswers ? { delete_answers: true } : undefined }),
  remind: (id: number) => api.post<MailedAnswer>(`/survey/survey/${id}/remind/`),
  close: (id: number) => api.post<Survey>(`/survey/survey/${id}/close/`),
  progress: (id: number, { signal }: Signal = {}) => api.get<RateeProgress[]>(`/survey/survey/${id}/progress/`, { signal }),
  /** Every assignment of a survey (the owner's view). */
  assignments: (surveyId: number, { signal }: Signal = {}) =>
    api.get<Assignment[]>('/survey/get_surveyassign_by_owner/', { signal, query: { survey_id: surveyId } }),
  /** Someone from outside the company as an "other" rater of one ratee; mailed at once in a survey already sent. */
  addExternalRater: (surveyId: number, body: ExternalRaterInput) => api.post<ExternalRaterAnswer>(`/survey/survey/${surveyId}/external-raters/`, body),
  anySubmitted: (surveyId: number, { signal }: Signal = {}) =>
    api.get<AnySubmittedAnswer>('/survey/any-survey-ans-submitted/', { signal, query: { survey_id: surveyId } }),
  /** One rater (an employee id) of a survey: a reminder, or the invitation again. */
  remindRater: (surveyId: number, raterId: number) => api.post<RaterMailed>(`/survey/survey/${surveyId}/raters/${raterId}/remind/`),
  inviteRater: (surveyId: number, raterId: number) => api.post<RaterMailed>(`/survey/survey/${surveyId}/raters/${raterId}/invite/`),
  /** An outside rater's reminder or invitation again: a new personal link, the old one stops working. */
  resendExternalLink: async (surveyId: number, externalId: number): Promise<RaterMailed> => {
    const { detail, external } = await api.post<ExternalRaterResent>(`/survey/survey/${surveyId}/external-raters/${externalId}/resend/`);
    return { detail, at: external.link_sent_at! };
  },
  removeAssignment: (surveyId: number, assignmentId: number) =>
    api.delete(`/survey/survey/${surveyId}/assignments/${assignmentId}/`, { version: `/survey/survey/${surveyId}/` }),
  replaceRater: (surveyId: number, assignmentId: number, rater: number) =>
    api.put<RaterReplaced>(`/survey/survey/${surveyId}/assignments/${assignmentId}/rater/`, { rater }, { version: `/survey/survey/${surveyId}/` }),
  employees: ({ signal }: Signal = {}) => api.get<Employee[]>('/api/user-get/', { signal }),
  mailSettings: (id: number, { signal }: Signal = {}) => api.get<SurveyMailSettings>(`/survey/survey/${id}/mail-settings/`, { signal }),
  saveMailSettings: (id: number, settings: SurveyMailSettings) => api.put<SurveyMailSettings>(`/survey/survey/${id}/mail-settings/`, settings),
  mailPreview: (id: number, kind: MailPreviewKind, { signal }: Signal = {}) =>
    api.get<MailPreview>(`/survey/survey/${id}/mail-preview/`, { signal, query: { kind } }),
  /** Mails that did not reach their raters. */
  mailFailures: (id: number, { signal }: Signal = {}) => api.get<MailFailure[]>(`/survey/survey/${id}/mail-failures/`, { signal }),
  raterSelection: (id: number, { signal }: Signal = {}) => api.get<RaterSelection>(`/survey/survey/${id}/rater-selection/`, { signal }),
  saveRaterSelection: (id: number, selection: RaterSelection) => api.put<RaterSelection>(`/survey/survey/${id}/rater-selection/`, selection),
  nominations: (id: number, { signal }: Signal = {}) => api.get<Nomination[]>(`/survey/survey/${id}/nominations/`, { signal }),
  /** One page of the survey's rater changes (the audit log's entries older than `before`), open to HR of surveys. */
  raterChanges: (survey: AuditLogQuery['survey'], before: number | undefined, { signal }: Signal = {}) =>
    api.get<AuditLogPage>(`/survey/survey/${survey}/rater-changes/`, { signal, query: { before } }),
};

/** What the wizard picks from: the workforce, the company lists and the competency library. */
export type SurveyChoices = WizardChoices;

export async function loadSurveyChoices({ signal }: Signal = {}): Promise<SurveyChoices> {
  const get = <T>(path: string) => api.get<T>(path, { signal });
  const [employees, designations, departments, groups, types, competencies, statements] = await Promise.all([
    get<Employee[]>('/api/user-get/'),
    get<MasterItemRow[]>('/api/designation/'),
    get<MasterItemRow[]>('/api/department/'),
    get<MasterItemRow[]>('/api/group/'),
    get<MasterItemRow[]>('/competency/type/'),
    get<CompetencyRow[]>('/competency/list/'),
    get<StatementRow[]>('/competency/statements/'),
  ]);
  return { employees, designations, departments, groups, types, competencies, statements };
}
