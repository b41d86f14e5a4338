/**
 * Server actions here are form handlers: each one that takes arguments takes the
 * submitted FormData as its last. The page's JavaScript calls one with a
 * `Next-Action` header and React's encoding of the arguments: a JSON list (a
 * plain-text body, or field "0" of a multipart body) where the form is "$K<n>".
 * Next.js leaves out arguments an action never reads, which the action id's first
 * byte records (Next's `extractInfoFromServerReferenceId`: bit 7 the kind, bits
 * 6–1 which of the first six arguments are read, bit 0 "more"). A form posted
 * without JavaScript is a multipart body with `$ACTION_…` fields.
 *
 * Anything else (a body that fails to parse, or arguments other than a form)
 * would make Next.js or the action throw, which Next.js answers with 500; the
 * proxy answers it with 400 instead, before it reaches either.
 */
export async function malformedActionRequest(request: Request): Promise<string | null> {
  const actionId = request.headers.get('next-action');
  const multipart = /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '');
  let form: FormData | null = null;
  if (multipart) {
    try {
      form = await request.clone().formData();
    } catch {
      return 'The form could not be read.';
    }
  }
  if (actionId === null) return null; // not multipart: not an action, Next.js answers it

  let args: unknown;
  try {
    const root = form ? form.get('0') : await request.clone().text();
    args = typeof root === 'string' ? JSON.parse(root) : undefined;
  } catch {
    return 'The form could not be read.';
  }
  if (!Array.isArray(args)) return 'The form could not be read.';
  const formIndex = lastReadArgument(actionId);
  if (formIndex === null) return null;
  const formArg: unknown = args[formIndex];
  if (typeof formArg !== 'string' || !/^\$K[0-9a-f]+$/.test(formArg)) {
    return 'A server action takes a form.';
  }
  return null;
}

/**
 * The index of the last argument the action reads, from its id: null when it
 * reads none (nothing to check) or the id does not say (more than six).
 */
function lastReadArgument(actionId: string): number | null {
  const info = Number.parseInt(actionId.slice(0, 2), 16);
  if (Number.isNaN(info) || info & 1) return null;
  const read = (info >> 1) & 0x3f;
  for (let index = 5; index >= 0; index--) {
    if ((read >> (5 - index)) & 1) return index;
  }
  return null;
}
