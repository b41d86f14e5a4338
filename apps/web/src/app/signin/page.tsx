import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SIGN_IN_ERROR_MESSAGES, type SignInErrorCode } from '@wordrise/auth';
import { safeNextPath } from '~/lib/paths';
import { currentUser } from '~/server/session';
import { SignInForm } from './sign-in-form';

export const metadata = { title: 'Sign in — WordRise' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const next = safeNextPath(params.callbackUrl);
  if (await currentUser()) redirect(next);
  // Auth.js sends failed sign-ins it handles itself here as ?error=CredentialsSignin&code=…
  const code = typeof params.code === 'string' ? params.code : undefined;
  const initialError = params.error
    ? (SIGN_IN_ERROR_MESSAGES[code as SignInErrorCode] ?? SIGN_IN_ERROR_MESSAGES.credentials)
    : null;
  return (
    <main className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Sign in</h1>
      <SignInForm callbackUrl={next} initialError={initialError} />
      <p className="text-sm text-slate-300">
        New to WordRise?{' '}
        <Link
          href={next === '/lobby' ? '/signup' : `/signup?callbackUrl=${encodeURIComponent(next)}`}
          className="font-semibold text-gold underline"
        >
          Sign up
        </Link>
      </p>
    </main>
  );
}
