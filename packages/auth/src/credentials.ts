import { sql } from 'drizzle-orm';
import { users, type Database } from '@wordrise/db';
import { z } from 'zod';
import { verifyPassword } from './password';

export const credentialsSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(200),
});

export interface SignedInUser {
  id: string;
  username: string;
  name: string;
}

/** Checks a username and password against the stored argon2 hash. */
export async function verifyCredentials(
  db: Database,
  input: unknown,
): Promise<SignedInUser | null> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return null;
  const { username, password } = parsed.data;
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!user?.passwordHash) return null;
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user.id, username: user.username, name: user.displayName };
}
