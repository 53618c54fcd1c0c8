import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db-type';
import { competenciesRepository, type CompetenciesRepository } from '../competency/queries/competencies';
import { competencyLibraryRepository, type CompetencyLibraryRepository } from '../competency/queries/competency-library';
import { contentTranslationsRepository, type ContentTranslationsRepository } from '../competency/queries/content-translations';
import { developmentLibraryRepository, type DevelopmentLibraryRepository } from '../competency/queries/development-library';
import { competencyStatementsRepository, type CompetencyStatementsRepository } from '../competency/actions/competency-statements';
import { competencyTypesRepository, type CompetencyTypesRepository } from '../competency/queries/competency-types';
import { dashboardRepository, type DashboardRepository } from '../dashboard/actions/summary';
import { developmentActionsRepository, type DevelopmentActionsRepository } from '../feedback/queries/development-actions';
import { teamActionsRepository, type TeamActionsRepository } from '../feedback/actions/team-actions';
import { teamRepository, type TeamRepository } from '../feedback/actions/team';
import { employeeImportRepository, type EmployeeImportRepository } from '../workforce/queries/employee-import';
import { hierarchyRepository } from '../organization/queries/hierarchy';
import { hierarchyCache, type HierarchyCache } from '../organization/queries/hierarchy-cache';
import type { Encoding } from '../organization/queries/tree-cache';
import { employeesRepository, type EmployeesRepository } from '../workforce/actions/employees';
import { feedbackAnalyticsRepository, type FeedbackAnalyticsRepository } from '../feedback/actions/analytics';
import { feedbackReportsRepository, type FeedbackReportsRepository } from '../feedback/actions/reports';
import { masterItemsRepository, type MasterItemsRepository } from '../master/queries/master-items';
import { permissionsRepository, type PermissionsRepository } from '../account/queries/permissions';
import { externalRatersRepository, type ExternalRatersRepository } from '../survey/actions/external-raters';
import { nominationsRepository, type NominationsRepository } from '../survey/actions/nominations';
import { surveyAssignmentsRepository, type SurveyAssignmentsRepository } from '../survey/actions/survey-assignments';
import { surveyMailFailuresRepository, type SurveyMailFailuresRepository } from '../survey/queries/survey-mail-failures';
import { surveysRepository, type SurveysRepository } from '../survey/actions/surveys';
import { surveyCopyRepository, type SurveyCopyRepository } from '../survey/queries/survey-copy';
import { surveyRecurrenceRepository, type SurveyRecurrenceRepository } from '../survey/actions/survey-recurrence';
import { usersRepository, type UsersRepository } from '../account/queries/users';
import { recipientLimitsRepository, type RecipientLimitsRepository } from '../mail/recipient-limits';
import type { Rater } from '../survey/rater';

/** Every repository a signed-in request may use, already bound to the caller's company. */
export interface Tenant {
  companyId: number | null;
  /** Runs `work` on repositories that share one transaction: what several of them write lands together or not at all. */
  inTransaction<T>(work: (tenant: Tenant) => Promise<T>): Promise<T>;
  users: UsersRepository;
  /** A list the company owns (group, designation, department…). */
  list(list: string): MasterItemsRepository;
  /** The competency model: types, competencies, their statements and the starter library. */
  competencyTypes: CompetencyTypesRepository;
  competencies: CompetenciesRepository;
  statements: CompetencyStatementsRepository;
  competencyLibrary: CompetencyLibraryRepository;
  contentTranslations: ContentTranslationsRepository;
  /** What to do to grow in each competency: the development action library (issue 40). */
  developmentLibrary: DevelopmentLibraryRepository;
  /** The workforce, its organisation tree and who may use which area. */
  employees: EmployeesRepository;
  /** The organisation tree's JSON, cached per process while the company's tree is unchanged; one node's. */
  hierarchy: {
    nodesJson(encoding: Encoding | null): Promise<string | Buffer>;
    columnsJson(encoding: Encoding | null): Promise<string | Buffer>;
    nodeJson(employeeId: number): Promise<string | null>;
  };
  /** The set-based side of the employee import: a whole file checked and written in a few statements. */
  employeeImport: EmployeeImportRepository;
  permissions: PermissionsRepository;
  /** Surveys: the surveys themselves, and who rates whom in them. */
  surveys: SurveysRepository;
  surveyAssignments: SurveyAssignmentsRepository;
  /** A survey's set-up copied into a new draft, and its recurring cycle. */
  surveyCopies: SurveyCopyRepository;
  surveyRecurrence: SurveyRecurrenceRepository;
  /** Its mails that did not reach their raters. */
  surveyMailFailures: SurveyMailFailuresRepository;
  /** Raters from outside the company, their personal links and invitations. */
  externalRaters: ExternalRatersRepository;
  /** Ratees proposing their raters, and approving their lists. */
  nominations: NominationsRepository;
  /** A rater answering (server/survey/actions/); `userId` is the caller, whose assignments alone it reaches. */
  rater(userId: number): Rater;
  /** Feedback: reports and their release, analytics, alerts and settings, development plans, the dashboard. */
  feedback: FeedbackReportsRepository;
  feedbackAnalytics: FeedbackAnalyticsRepository;
  developmentActions: DevelopmentActionsRepository;
  /** A manager's view of their direct reports, and the actions they manage, own or coach. */
  team: TeamRepository;
  teamActions: TeamActionsRepository;
  dashboard: DashboardRepository;
  /** How many mails one address got about one survey today (per-recipient limits). */
  mailLimits: RecipientLimitsRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenantFor(companyId: number | null): Tenant;
    /** A platform-wide list (company types, industries…), the same for every company. */
    platformList(list: string): MasterItemsRepository;
  }
  interface FastifyRequest {
    /** Set by authentication; routes get company data only through it. */
    tenant: Tenant;
  }
}

// The one place a company id meets a query: handlers never pass one themselves.
function createTenant(db: Db, companyId: number | null, trees: HierarchyCache = hierarchyCache(db)): Tenant {
  const lists = new Map<string, MasterItemsRepository>();
  return {
    companyId,
    inTransaction: (work) => db.transaction((tx) => work(createTenant(tx, companyId, trees))),
    users: usersRepository(db, companyId),
    list(list) {
      let repository = lists.get(list);
      if (!repository) lists.set(list, (repository = masterItemsRepository(db, list, companyId)));
      return repository;
    },
    // A superuser has no company: id 0 matches no row (and the company routes refuse them first).
    competencyTypes: competencyTypesRepository(db, companyId ?? 0),
    competencies: competenciesRepository(db, companyId ?? 0),
    statements: competencyStatementsRepository(db, companyId ?? 0),
    competencyLibrary: competencyLibraryRepository(db, companyId ?? 0),
    contentTranslations: contentTranslationsRepository(db, companyId ?? 0),
    developmentLibrary: developmentLibraryRepository(db, companyId ?? 0),
    employees: employeesRepository(db, companyId ?? 0),
    hierarchy: {
      nodesJson: (encoding) => trees.nodesJson(companyId ?? 0, encoding),
      columnsJson: (encoding) => trees.columnsJson(companyId ?? 0, encoding),
      nodeJson: (employeeId) => hierarchyRepository(db, companyId ?? 0).nodeJson(employeeId),
    },
    employeeImport: employeeImportRepository(db, companyId ?? 0),
    permissions: permissionsRepository(db, companyId ?? 0),
    surveys: surveysRepository(db, companyId ?? 0),
    surveyAssignments: surveyAssignmentsRepository(db, companyId ?? 0),
    surveyCopies: surveyCopyRepository(db, companyId ?? 0),
    surveyRecurrence: surveyRecurrenceRepository(db, companyId ?? 0),
    surveyMailFailures: surveyMailFailuresRepository(db, companyId ?? 0),
    externalRaters: externalRatersRepository(db, companyId ?? 0),
    rater: (userId) => ({ db, companyId: companyId ?? 0, key: { userId } }),
    nominations: nominationsRepository(db, companyId ?? 0),
    feedback: feedbackReportsRepository(db, companyId ?? 0),
    feedbackAnalytics: feedbackAnalyticsRepository(db, companyId ?? 0),
    developmentActions: developmentActionsRepository(db, companyId ?? 0),
    team: teamRepository(db, companyId ?? 0),
    teamActions: teamActionsRepository(db, companyId ?? 0),
    dashboard: dashboardRepository(db, companyId ?? 0),
    mailLimits: recipientLimitsRepository(db),
  };
}

// Enough for every company a process serves at once; past it the set starts afresh.
const MAX_CACHED_TENANTS = 1000;

export const tenancyPlugin = fp(
  async (app: FastifyInstance) => {
    const trees = hierarchyCache(app.db);
    // Repositories hold nothing but the database and the company id, so one set per company
    // serves every request: building them all for each request was a twentieth of a
    // signed-in request's CPU under load.
    const tenants = new Map<number | null, Tenant>();
    app.decorate('tenantFor', (companyId: number | null) => {
      let tenant = tenants.get(companyId);
      if (!tenant) {
        if (tenants.size >= MAX_CACHED_TENANTS) tenants.clear();
        tenant = createTenant(app.db, companyId, trees);
        tenants.set(companyId, tenant);
      }
      return tenant;
    });
    // No company: the platform's own lists.
    app.decorate('platformList', (list: string) => app.tenantFor(null).list(list));
    // Null until a request's tenant is known: Fastify types a null placeholder as the overload that names its dependencies.
    app.decorateRequest('tenant', null, []);
  },
  { name: 'tenancy', dependencies: ['db'] },
);
