import Link from 'next/link';
import { redirect } from 'next/navigation';
import { botLevelName } from '~/components/bot-picker';
import { safeNextPath } from '~/lib/paths';
import { currentUser } from '~/server/session';
import { SignUpForm } from './sign-up-form';

export const metadata = { title: 'Sign up — WordRise' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function SignUpPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const next = safeNextPath(params.callbackUrl);
  const bot =
    typeof params.bot === 'string' && /^[a-z]{1,20}$/.test(params.bot) ? params.bot : null;
  if (await currentUser()) redirect(next);
  return (
    <main className="mx-auto flex max-w-sm flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Sign up</h1>
      {bot && (
        <p className="rounded-md bg-slate-900 p-3 text-sm text-slate-200" data-testid="bot-next">
          Make your account, and your game against the {botLevelName(bot)} bot starts right away.
        </p>
      )}
      <SignUpForm callbackUrl={next} bot={bot} />
      <p className="text-sm text-slate-300">
        Already have an account?{' '}
        <Link
          href={next === '/lobby' ? '/signin' : `/signin?callbackUrl=${encodeURIComponent(next)}`}
          className="font-semibold text-gold underline"
        >
          Sign in
        </Link>
      </p>
    </main>
  );
}
