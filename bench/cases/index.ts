import type { BenchCase } from '../lib/types';
import { anonymity } from './anonymity';
import { answerClicks } from './answer-clicks';
import { crashSafety } from './crash-safety';
import { deepLinks } from './deep-links';
import { disclosure } from './disclosure';
import { employeeImport } from './employee-import';
import { feedback } from './feedback';
import { foundation } from './foundation';
import { insights } from './insights';
import { insightsJob } from './insights-job';
import { loadCase } from './load';
import { master } from './master';
import { memory } from './memory';
import { organization } from './organization';
import { publicSite } from './public-site';
import { scaleOut } from './scale-out';
import { signedInApp } from './signed-in-app';
import { surveyCreation } from './survey-creation';

/** Every benchmark, in the order they run. Later areas add theirs here. */
export const cases: BenchCase[] = [
  foundation,
  publicSite,
  signedInApp,
  deepLinks,
  master,
  employeeImport,
  organization,
  surveyCreation,
  answerClicks,
  feedback,
  disclosure,
  loadCase,
  memory,
  scaleOut,
  crashSafety,
  anonymity,
  insights,
  insightsJob,
];
