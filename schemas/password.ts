import Type from 'typebox';

/** A new password: 8–128 characters, no composition rules, not a common one. */
export const NewPassword = (title = 'Password') => Type.String({ title, minLength: 8, maxLength: 128, format: 'new-password' });
