/** Free-mail providers refused for company registration, which needs a business address. */
export const FREE_MAIL_PROVIDERS = [
  'hotmail',
  'gmail',
  'yahoo',
  'protonmail',
  'titan',
  'zoho',
  'outlook',
  'icloud',
  'aol',
  'gmx',
  'yandex',
  'mail',
  'tutanota',
] as const;

// Deliberately simple and identical on both sides: one @, a dotted domain, no spaces. The domain
// is any first character, then no dot up to the first dot after it, then at least one more: the
// same addresses as `[^\s@]+\.[^\s@]+`, without trying every dot against the rest (quadratic).
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * A business address is a valid address whose provider (the domain's first label:
 * gmail.com, yahoo.co.uk, mail.ru) is not a free-mail provider.
 */
export function isBusinessEmail(value: string): boolean {
  if (!isEmail(value)) return false;
  const domain = value.trim().split('@')[1]!.toLowerCase();
  const provider = domain.split('.')[0]!;
  return !(FREE_MAIL_PROVIDERS as readonly string[]).includes(provider);
}

/** The digits-only helper: strips everything that is not a digit. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}
