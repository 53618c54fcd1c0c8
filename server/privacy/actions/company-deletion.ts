import { eq } from 'drizzle-orm';
import type { CompanyDeletion } from '../../../schemas/company-lifecycle';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/db-type';
import { companies } from '../../db/schema';
import { done, invalid, missing, type Outcome } from '../../http/outcome';
import { LIFECYCLE_REFUSALS } from '../lifecycle-messages';
import { deleteCompanyRows, type DeletedRows } from '../queries/company-deletion';

/**
 * An admin deletes their company: every row of it, in every table, in one transaction, once they have typed its exact
 * name. What is left is one entry of the platform's own log (no company): that company N was deleted and how many
 * rows of each table went, with no name, address or content of it, nor of the admin who asked: they are erased too.
 */
export async function deleteCompany(db: Db, companyId: number, input: CompanyDeletion): Promise<Outcome<DeletedRows>> {
  return db.transaction(async (tx) => {
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) return missing();
    if (company.name !== input.name) return invalid({ name: [LIFECYCLE_REFUSALS.wrongName] });
    const deleted = await deleteCompanyRows(tx, companyId);
    const counts = Object.fromEntries(Object.entries(deleted).filter(([, n]) => n > 0));
    await recordAudit(
      tx,
      { companyId: null, userId: null, actor: `admin of company ${companyId}`, ip: '' },
      {
        action: 'company.delete',
        entity: 'company',
        entityId: companyId,
        after: { deleted_rows: counts },
      },
    );
    return done(deleted);
  });
}
