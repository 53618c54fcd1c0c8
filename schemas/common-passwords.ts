/**
 * The most common passwords of at least 8 characters (from public breach corpora),
 * refused as new passwords. Shorter ones already fail the length rule.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', 'password', 'password1',
  'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui', '1q2w3e4r', '1q2w3e4r5t',
  '1qaz2wsx', 'zaq12wsx', 'iloveyou', 'iloveyou1', 'sunshine', 'princess',
  'football', 'baseball', 'welcome1', 'welcome123', 'abc12345', 'abcd1234',
  'abcdefgh', 'aa123456', '11111111', '00000000', '88888888', '87654321',
  '123123123', '123321123', '11223344', '12341234', '987654321', 'superman',
  'trustno1', 'whatever', 'starwars', 'computer', 'michelle', 'jennifer',
  'corvette', 'mercedes', 'mustang1', 'dragon12', 'letmein1', 'master12',
  'changeme', 'changeme1', 'admin123', 'administrator', 'qazwsxedc',
  'asdfghjkl', 'zxcvbnm1', 'zxcvbnm123', 'q1w2e3r4', 'q1w2e3r4t5', 'monkey12',
  'shadow12', 'football1', 'charlie1', 'samsung1', 'internet', 'pokemon1',
  'liverpool', 'chelsea1', 'arsenal1', 'maverick', 'secret12', 'welcome!',
]);

export function isCommonPassword(value: string): boolean {
  return COMMON_PASSWORDS.has(value.toLowerCase());
}
