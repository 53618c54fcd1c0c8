import type { WordingList } from '../../../schemas/wording-list';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { readWordingList, writeWordingList } from '../queries/wording-list';
import { wordingListOf, wordingListText } from '../rules/comment-wording';

/** The company's words to review, one per line as the form shows them. */
export async function wordingList(db: Db, companyId: number): Promise<Outcome<WordingList>> {
  const words = await readWordingList(db, companyId);
  return words === null ? missing() : done(wordingListText(words));
}

/** Replace the company's list (400 naming the line at fault, nothing written), audited when it changed. */
export async function saveWordingList(db: Db, companyId: number, input: WordingList, by: AuditActor): Promise<Outcome<WordingList>> {
  const parsed = wordingListOf(input);
  if ('errors' in parsed) return invalid(parsed.errors);
  return db.transaction(async (tx) => {
    const was = await readWordingList(tx, companyId, true);
    if (was === null) return missing();
    if (was.join('\n') !== parsed.words.join('\n')) {
      await writeWordingList(tx, companyId, parsed.words);
      await recordAudit(tx, by, {
        action: 'settings.wording',
        entity: 'settings',
        entityId: companyId,
        before: { words: was },
        after: { words: parsed.words },
      });
    }
    return done(wordingListText(parsed.words));
  });
}
