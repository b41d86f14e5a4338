import { redirect } from 'next/navigation';
import type { SessionUser } from '@wordrise/api';
import { signInPath } from '~/lib/paths';
import { sessionUser } from './auth';

/** The signed-in player, or null. */
export async function currentUser(): Promise<SessionUser | null> {
  return sessionUser();
}

/** The signed-in player; anyone else is sent to the sign-in page and comes back to `next`. */
export async function requireUser(next: string): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) redirect(signInPath(next));
  return user;
}
