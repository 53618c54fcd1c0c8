/**
 * Mails one address gets about one survey within a day, whoever triggers them (scheduled reminders counted too):
 * the server's default limit (server/config.ts) and the figure the screens give when raters are skipped past it.
 */
export const MAILS_PER_RECIPIENT_PER_SURVEY = 3;
