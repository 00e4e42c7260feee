import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRequests, users } from '../../db/schema/users';
import { hashPassword } from '../../lib/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

const DEMO_APPLICANT = {
  username: 'amina_admin_applicant',
  email: 'amina.applicant@example.com',
  firstName: 'Amina',
  lastName: 'Achieng',
};

/** Idempotent: only what is missing is added, so restarts never duplicate demo data. */
export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((account) => ({ ...account, passwordHash })))
      .onConflictDoNothing();
    const [pending] = await tx
      .select({ id: adminRequests.id })
      .from(adminRequests)
      .where(sql`lower(${adminRequests.username}) = ${DEMO_APPLICANT.username}`)
      .limit(1);
    if (!pending) await tx.insert(adminRequests).values({ ...DEMO_APPLICANT, passwordHash });
  });
}
