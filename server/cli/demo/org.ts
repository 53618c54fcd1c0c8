import { emailPart, FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';

/*
 * The demo company's people before anything is written: a CEO, six heads of department,
 * their managers and the managers' teams (four levels), with names, addresses, codes,
 * designations, departments and groups. Built from the seeded generator, so every run
 * plans the same company.
 */

export const DOMAIN = 'northwind-demo.com';
export type Tier = 'ceo' | 'head' | 'manager' | 'staff';
export const GROUPS = ['Leadership', 'Individual contributors', 'Graduates'] as const;

export interface DemoPerson {
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  empCode: string;
  tier: Tier;
  department: string | null;
  designation: string;
  group: (typeof GROUPS)[number];
  /** The manager's index; null for the CEO. */
  parent: number | null;
}

interface DepartmentPlan {
  name: string;
  size: number;
  manager: string;
  staff: Array<[string, number]>;
}

const DEPARTMENTS: DepartmentPlan[] = [
  {
    name: 'Engineering',
    size: 96,
    manager: 'Engineering Manager',
    staff: [
      ['Software Engineer', 6],
      ['Senior Engineer', 4],
      ['QA Engineer', 1],
      ['Site Reliability Engineer', 1],
      ['Product Designer', 1],
      ['Graduate Engineer', 2],
    ],
  },
  {
    name: 'Sales',
    size: 44,
    manager: 'Sales Manager',
    staff: [
      ['Account Executive', 5],
      ['Senior Account Executive', 2],
      ['Sales Development Representative', 3],
      ['Graduate Sales Associate', 1],
    ],
  },
  {
    name: 'Marketing',
    size: 24,
    manager: 'Marketing Manager',
    staff: [
      ['Marketing Specialist', 3],
      ['Content Strategist', 2],
      ['Product Marketing Lead', 1],
      ['Graduate Marketer', 1],
    ],
  },
  {
    name: 'Finance',
    size: 20,
    manager: 'Finance Manager',
    staff: [
      ['Financial Analyst', 3],
      ['Accountant', 3],
      ['Graduate Analyst', 1],
    ],
  },
  {
    name: 'People',
    size: 18,
    manager: 'People Manager',
    staff: [
      ['HR Business Partner', 2],
      ['Recruiter', 2],
      ['People Operations Analyst', 1],
    ],
  },
  {
    name: 'Operations',
    size: 47,
    manager: 'Operations Manager',
    staff: [
      ['Operations Analyst', 3],
      ['Operations Coordinator', 3],
      ['Customer Support Specialist', 4],
      ['Graduate Analyst', 1],
    ],
  },
];

export const DEPARTMENT_NAMES = DEPARTMENTS.map((d) => d.name);

function weighted(random: Random, choices: Array<[string, number]>): string {
  let roll = random.next() * choices.reduce((sum, [, w]) => sum + w, 0);
  for (const [name, w] of choices) if ((roll -= w) < 0) return name;
  return choices.at(-1)![0];
}

export function planOrganization(random: Random): DemoPerson[] {
  const people: DemoPerson[] = [];
  const names = new Set<string>();
  const emails = new Set<string>();
  const add = (tier: Tier, department: string | null, designation: string, parent: number | null): number => {
    let first: string, last: string;
    do {
      first = random.pick(FIRST_NAMES);
      last = random.pick(LAST_NAMES);
    } while (names.has(`${first} ${last}`));
    names.add(`${first} ${last}`);
    let local = `${emailPart(first)}.${emailPart(last)}`;
    for (let n = 2; emails.has(local); n += 1) local = `${emailPart(first)}.${emailPart(last)}${n}`;
    emails.add(local);
    const index = people.length;
    const group = tier === 'staff' ? (designation.startsWith('Graduate') ? 'Graduates' : 'Individual contributors') : 'Leadership';
    people.push({
      index,
      firstName: first,
      lastName: last,
      email: `${local}@${DOMAIN}`,
      empCode: `NW-${String(index + 1).padStart(4, '0')}`,
      tier,
      department,
      designation,
      group,
      parent,
    });
    return index;
  };

  const ceo = add('ceo', null, 'Chief Executive Officer', null);
  const heads = DEPARTMENTS.map((d) => add('head', d.name, `Head of ${d.name}`, ceo));
  DEPARTMENTS.forEach((d, i) => {
    const managerCount = Math.max(2, Math.round((d.size - 1) / 7.5));
    const managers = Array.from({ length: managerCount }, () => add('manager', d.name, d.manager, heads[i]!));
    for (let s = 0; s < d.size - 1 - managerCount; s += 1) add('staff', d.name, weighted(random, d.staff), managers[s % managerCount]!);
  });
  return people;
}

/** Every designation in use, in the order of the plan (the company's master list). */
export const designationsOf = (people: DemoPerson[]): string[] => [...new Set(people.map((p) => p.designation))];

export const childrenOf = (people: DemoPerson[], index: number): DemoPerson[] => people.filter((p) => p.parent === index);
