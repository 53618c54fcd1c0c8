import {
  BarChartIcon, BellIcon, ChatBubbleIcon, CheckboxIcon, DashboardIcon, LayersIcon, MagicWandIcon, MixerHorizontalIcon,
  PersonIcon, ReaderIcon, TargetIcon,
} from '@radix-ui/react-icons';

/** The features spec §1 advertises. */
export const FEATURES = [
  { title: 'Seamless surveys', text: 'Raters answer one competency at a time, save a draft and come back.', Icon: CheckboxIcon },
  { title: 'Weightage per competency', text: 'Weigh each competency and each competency type to fit the role.', Icon: MixerHorizontalIcon },
  { title: 'Proficiency levels', text: 'Basic, intermediate, advanced and expert, expected and observed.', Icon: LayersIcon },
  { title: 'Benchmarks', text: 'Compare with the company average for the same survey and designation.', Icon: TargetIcon },
  { title: 'Feedback report', text: 'Scores by rater group, blind spots and hidden strengths, anonymity kept.', Icon: ReaderIcon },
  { title: 'Individual development plan', text: 'Actions per development area with an owner, a due date and a status.', Icon: PersonIcon },
  { title: 'Succession and development alerts', text: 'Spot ready-now successors and urgent development needs.', Icon: BellIcon },
  { title: 'Interactive dashboard', text: 'Follow response rates and results as they come in.', Icon: DashboardIcon },
  { title: 'Machine-enabled learning', text: 'Suggestions that learn from your organisation’s results.', Icon: MagicWandIcon },
  { title: 'Coaching integration', text: 'Bring coaches in on the development plan.', Icon: ChatBubbleIcon },
  { title: 'Advanced analytics', text: 'Slice results by department, designation and group.', Icon: BarChartIcon },
] as const;

/** Spec §9's plans. */
export const PLANS = [
  { price: 149, unit: 'per report', period: '3 months', band: '1–50 reports' },
  { price: 175, unit: 'per report', period: '6 months', band: '51–100 reports' },
  { price: 199, unit: 'per report', period: 'Annual', band: '100+ reports' },
  { price: 180, unit: 'per employee', period: 'Annual', band: 'Unlimited reports, your own competency model' },
] as const;
