import type { PersonDataFile } from '../../schemas/person-data';

/** The sentences of a person's data (export and erasure): refusals, and the README of the ZIP. */
export const ERASURE_WORDS = {
  yourself: 'You cannot erase yourself: ask another admin.',
  lastAdmin: 'This person is the company’s only admin and cannot be erased: make someone else an admin first.',
} as const;

/** What each file of the ZIP holds, as README.txt says it. */
export const PERSON_DATA_CONTENTS: Record<PersonDataFile, string> = {
  'profile.json':
    'Your account (name, address, username, phone, language, role, two-factor on or off) and your employee record (code, designation, department, group, manager), with your areas.',
  'assignments.json':
    'As ratee: per survey and relationship, how many raters were asked and how many answered (never who). As rater: whom you were asked to rate, in which survey, as what, and where you got to.',
  'answers.json': 'What you answered as a rater: every rating, observed level and comment you gave, per person you rated (your self-assessments included).',
  'reports.json': 'Your feedback reports as released to you, exactly as My feedback shows them: figures of groups, never one rater’s answers or names.',
  'development.json': 'Your development plans: every action, its status, dates, owner and coach, and what followed it.',
  'coaching.json':
    'As coachee: your engagements, your consents, sessions and the notes of both of you. As internal coach: the engagements you coached, their sessions and the notes you wrote.',
  'audit-log.json':
    'Audit log entries about your account or employee record (with what changed), and the entries of what you did (what and when, without the other people’s data).',
};

export const README_TITLE = 'Your personal data held by Competency 360';
export const README_INTRO =
  'This archive holds everything the product keeps about you, one JSON file per kind. Times are UTC (ISO 8601). ' +
  'Other people’s answers about you appear only as the figures of your released reports, as the product’s anonymity rules allow.';
