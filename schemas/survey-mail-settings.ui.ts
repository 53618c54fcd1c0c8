import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { TRANSLATED_LANGUAGES } from './content-translations';
import { LANGUAGE_NAMES, type Language } from './language';
import { REMINDER_DAY_CHOICES, SurveyMailSettings } from './survey-mail-settings';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in survey-mail-settings.ts.

const invitationText = { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } as const;
const reminderText = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } as const;

/** The survey page's mail settings: the two texts, then the reminder days as ticks. */
export const surveyMailSettingsUi: UiSchema = {
  'ui:order': ['invitation_intro', 'reminder_intro', 'reminder_days'],
  invitation_intro: { ...invitationText, 'ui:placeholder': 'Why this survey matters, who to ask with questions…' },
  reminder_intro: { ...reminderText, 'ui:placeholder': 'A word of thanks, or of urgency…' },
  reminder_days: {
    'ui:widget': 'checkboxes',
    'ui:options': { inline: true },
    'ui:enumNames': REMINDER_DAY_CHOICES.map((d) => (d === 1 ? '1 day' : `${d} days`)),
  },
};

/** The heading of the texts in the survey's other languages (a constant, so the forms catalogue finds its words). */
export const introTranslationsUi: UiSchema = {
  'ui:title': "In the survey's other languages",
  'ui:description': 'Raters who read one of these languages get its texts instead of the ones above; a text left empty is sent as above.',
};

const hidden = { 'ui:widget': 'hidden' } as const;

/**
 * The form for a survey offered in `languages`: the two texts again for each other language it offers (the texts
 * above are the survey's own, in English like its content), each language named in itself; the languages it does not
 * offer are hidden, not left out, so their texts (kept by the server) go back as they came and the form's data always
 * meets the schema the server validates with.
 */
export function surveyMailSettingsForm(languages: readonly Language[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const offered = new Set<string>(languages);
  const others = TRANSLATED_LANGUAGES.filter((l) => offered.has(l));
  const perLanguage = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((l) =>
      offered.has(l) ? [l, { 'ui:title': LANGUAGE_NAMES[l], invitation_intro: invitationText, reminder_intro: reminderText }] : [l, hidden],
    ),
  );
  return {
    schema: SurveyMailSettings as RJSFSchema,
    uiSchema: {
      ...surveyMailSettingsUi,
      'ui:order': ['invitation_intro', 'reminder_intro', 'intro_translations', 'reminder_days'],
      intro_translations: others.length ? { ...introTranslationsUi, ...perLanguage } : hidden,
    },
  };
}
