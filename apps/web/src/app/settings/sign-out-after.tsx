'use client';

import { useEffect, useRef } from 'react';
import { signOutEverywhereAction } from '~/server/actions';

/**
 * Signs this browser out (through the sign-out form, a real form post) once `done`:
 * after a password change or an account deletion the server has revoked every session.
 */
export function SignOutAfter({ done }: { done: boolean }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (done) form.current?.requestSubmit();
  }, [done]);
  return <form ref={form} action={signOutEverywhereAction} hidden />;
}
