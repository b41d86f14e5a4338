'use server';

import { TRPCError } from '@trpc/server';
import { signUpProblems, type RouterInputs } from '@wordrise/api';
import { serverDb } from '@wordrise/api/server-db';
import {
  newDeviceToken,
  rateLimitedMessage,
  revokeAllSessions,
  SIGN_IN_ERROR_MESSAGES,
  type SignInErrorCode,
} from '@wordrise/auth';
import { AuthError, CredentialsSignin } from 'next-auth';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { BOT_GAME_ORACLE } from '~/lib/bots';
import { safeNextPath } from '~/lib/paths';
import { signIn, signOut } from './auth';
import { callerFor, serverCaller } from './caller';
import { currentUser } from './session';

export interface SignInState {
  /** A sentence for the form as a whole. */
  error: string | null;
  /** Sentences for one field each. */
  fields: { username?: string; password?: string };
  username: string;
}

export interface SignUpState {
  /** A sentence for the form as a whole. */
  error: string | null;
  /** Sentences for one field each. */
  fields: { username?: string; password?: string; displayName?: string };
  username: string;
  displayName: string;
}

/**
 * The submitted form. The proxy lets only forms through (action-requests.ts); a
 * caller inside the server that passes anything else gets an empty form's answer.
 */
function formOf(input: unknown): FormData {
  return input instanceof FormData ? input : new FormData();
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const DEVICE_COOKIE = 'wordrise-device';

/**
 * This browser's device token (made and kept in a year-long cookie on first use).
 * Sent with the password, it lets a player who signed in here before pass the
 * per-username delay that strangers' guesses put on their account. Only its HMAC
 * is stored; on its own it signs nobody in, so it needs no Secure flag.
 */
async function deviceToken(): Promise<string> {
  const jar = await cookies();
  const existing = jar.get(DEVICE_COOKIE)?.value;
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = newDeviceToken();
  jar.set(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
  });
  return token;
}

function signInMessage(error: AuthError): string {
  // A limit says when to try again (TooManySignInAttempts.retryAt).
  const retryAt = (error as { retryAt?: unknown }).retryAt;
  if (retryAt instanceof Date) return rateLimitedMessage(retryAt);
  const code = error instanceof CredentialsSignin ? error.code : undefined;
  if (code && code in SIGN_IN_ERROR_MESSAGES)
    return SIGN_IN_ERROR_MESSAGES[code as SignInErrorCode];
  return SIGN_IN_ERROR_MESSAGES.credentials;
}

/** Sign-in form: Auth.js credentials sign-in, then on to `callbackUrl`. */
export async function signInAction(_prev: SignInState, input: FormData): Promise<SignInState> {
  const form = formOf(input);
  const username = text(form, 'username').trim();
  const password = text(form, 'password');
  const redirectTo = safeNextPath(form.get('callbackUrl'));
  const fields = {
    ...(username ? {} : { username: 'Enter your username.' }),
    ...(password ? {} : { password: 'Enter your password.' }),
  };
  if (!username || !password) return { error: null, fields, username };
  try {
    // On success this throws Next's redirect, which must travel on.
    const device = await deviceToken();
    await signIn('credentials', { username, password, device, redirectTo });
  } catch (error) {
    if (error instanceof AuthError) return { error: signInMessage(error), fields, username };
    throw error;
  }
  return { error: null, fields, username };
}

type BotLevel = RouterInputs['lobby']['playBot']['botLevel'];

/** "Play a bot right away": the lobby's bot game as its form starts (the Oracle allowed). */
const quickBotGame = (botLevel: BotLevel) => ({ botLevel, oracleAllowed: BOT_GAME_ORACLE });

/** A bot level the lobby offers, or null. */
async function botLevelOf(value: unknown): Promise<BotLevel | null> {
  if (typeof value !== 'string' || !value) return null;
  const { botLevels } = await (await serverCaller()).lobby.options();
  return botLevels.find((level) => level === value) ?? null;
}

/**
 * Sign-up form: creates the account (user.signUp), then signs in. With a bot
 * level (from "Play a bot right away"), the bot game is started for the new
 * player first and the sign-in lands on it.
 */
export async function signUpAction(prev: SignUpState, input: FormData): Promise<SignUpState> {
  const form = formOf(input);
  const username = text(form, 'username').trim();
  const displayName = text(form, 'displayName').trim();
  const password = text(form, 'password');
  const state: SignUpState = { error: null, fields: {}, username, displayName };
  // Every field's problem at once; user.signUp checks again, one field at a time.
  const problems = signUpProblems({ username, displayName, password });
  if (Object.keys(problems).length > 0) return { ...state, fields: problems };
  let redirectTo = safeNextPath(form.get('callbackUrl'));
  let created;
  try {
    created = await (
      await serverCaller()
    ).user.signUp({ username, password, ...(displayName ? { displayName } : {}) });
  } catch (error) {
    if (error instanceof TRPCError) {
      const field = (error as { field?: unknown }).field;
      if (field === 'username' || field === 'password' || field === 'displayName') {
        return { ...state, fields: { [field]: error.message } };
      }
      if (error.code === 'BAD_REQUEST') {
        return { ...state, error: 'Check the fields: something is too long or missing.' };
      }
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        console.error('sign-up failed:', error.cause ?? error);
        return { ...state, error: 'Something went wrong on our side. Please try again.' };
      }
      return { ...state, error: error.message };
    }
    throw error;
  }

  const botLevel = await botLevelOf(form.get('bot'));
  if (botLevel) {
    try {
      const { gameId } = await callerFor({
        id: created.id,
        username: created.username,
      }).lobby.playBot(quickBotGame(botLevel));
      redirectTo = `/game/${gameId}`;
    } catch {
      redirectTo = '/lobby';
    }
  }
  try {
    const device = await deviceToken();
    await signIn('credentials', { username, password, device, redirectTo });
  } catch (error) {
    if (error instanceof AuthError) {
      return {
        ...state,
        error: `Your account is ready, but signing in failed: ${signInMessage(error)}`,
      };
    }
    throw error;
  }
  return prev;
}

/** Signs this browser out: its session record goes, so a copy of the cookie stops working too. */
export async function signOutAction(): Promise<void> {
  await signOut({ redirectTo: '/' });
}

/** Signs the player out on every device: all their session records go. */
export async function signOutEverywhereAction(): Promise<void> {
  const user = await currentUser();
  if (user) await revokeAllSessions(serverDb(), user.id);
  await signOut({ redirectTo: '/' });
}

/** "Play a bot right away": signed in, start the game; signed out, sign up first. */
export async function playBotAction(input: FormData): Promise<void> {
  const botLevel = (await botLevelOf(formOf(input).get('botLevel'))) ?? 'beginner';
  const user = await currentUser();
  if (!user) redirect(`/signup?bot=${encodeURIComponent(botLevel)}`);
  const { gameId } = await (await serverCaller()).lobby.playBot(quickBotGame(botLevel));
  redirect(`/game/${gameId}`);
}
