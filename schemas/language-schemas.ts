import Type from 'typebox';
import { LANGUAGE_NAMES, LANGUAGES } from './language';
import { literalUnion } from './literal-union';

/*
 * The languages as JSON Schemas: what the API accepts and forms offer. Apart from schemas/language.ts, whose constants
 * the first screen reads without TypeBox's runtime.
 */

export const LanguageCode = literalUnion(LANGUAGES, { title: 'Language', description: 'A language of the interface (ISO 639-1)' });

/**
 * A person's choice on their profile: one of ours by its own name, or none (their browser's, else the company's). The
 * none is a `const` too, so a form offers all five in one list.
 */
export const LanguageChoice = Type.Union([...literalUnion(LANGUAGES, {}, LANGUAGE_NAMES).anyOf, Type.Null({ const: null, title: 'As my browser' })], {
  // Said outright: a form draws a union of one type as a list, and a string-or-null union has none of its own.
  type: ['string', 'null'],
  title: 'Language',
  description: 'Of your screens and mails. As my browser: your browser’s language if we have it, else your company’s.',
});

/** GET/PUT /api/company-language/: the company's default language. */
export const CompanyLanguage = Type.Object(
  {
    default_language: literalUnion(
      LANGUAGES,
      // The type said outright, as for LanguageChoice: without it the form cannot draw the union as a list.
      { type: 'string', title: 'Company language', description: 'Screens and mails of anyone who chose no language and whose browser asks for none of ours' },
      LANGUAGE_NAMES,
    ),
  },
  { additionalProperties: false },
);
