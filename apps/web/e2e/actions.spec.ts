import { expect, test, type APIResponse } from '@playwright/test';

/** No exception name, message or stack in what the client gets. */
async function expectNoInternals(response: APIResponse): Promise<void> {
  const body = await response.text();
  expect(body).not.toMatch(
    /TypeError|SyntaxError|ReferenceError|Error:|at \/|\.ts:\d|is not valid JSON|is not a function/,
  );
}

test('server actions answer malformed posts with 400, never 500, and say nothing internal', async ({
  request,
}) => {
  // The sign-in form's action, as the page names it for posts without JavaScript.
  const page = await (await request.get('/signin')).text();
  const actionId = /"id":"([0-9a-f]{40,})"/.exec(page.replaceAll('&quot;', '"'))?.[1];
  expect(actionId, 'the sign-in action id on the page').toBeTruthy();
  const action = { 'next-action': actionId ?? '' };
  const multipart = (fields: Record<string, string>) => ({ multipart: fields });

  const malformed: [string, Parameters<typeof request.post>[1]][] = [
    [
      'arguments that are not a form',
      { headers: { ...action, 'content-type': 'text/plain' }, data: '[1,2]' },
    ],
    [
      'a body that is not JSON',
      { headers: { ...action, 'content-type': 'text/plain' }, data: 'garbage{' },
    ],
    ['no arguments', { headers: { ...action, 'content-type': 'text/plain' }, data: '[]' }],
    ['a URL-encoded body', { headers: action, form: { username: 'alice' } }],
    [
      'a broken multipart body',
      {
        headers: { ...action, 'content-type': 'multipart/form-data; boundary=XYZ' },
        data: 'garbage',
      },
    ],
    [
      'a multipart body whose arguments are not JSON',
      { headers: action, ...multipart({ '0': 'notjson' }) },
    ],
    [
      'a multipart body without a form argument',
      { headers: action, ...multipart({ '0': '[1,2]' }) },
    ],
    [
      'a broken multipart body without the action header',
      { headers: { 'content-type': 'multipart/form-data; boundary=XYZ' }, data: 'garbage' },
    ],
  ];
  for (const [what, options] of malformed) {
    const response = await request.post('/signin', options);
    expect(response.status(), what).toBe(400);
    await expectNoInternals(response);
  }

  // A well-formed call still works: an empty form gets the form's own sentences.
  const fine = await request.post('/signin', {
    headers: action,
    multipart: { '0': '["$undefined","$K1"]' },
  });
  expect(fine.status()).toBe(200);
  const answer = await fine.text();
  expect(answer).toContain('Enter your username.');
  expect(answer).toContain('Enter your password.');
});

test('/api/auth says nothing internal about malformed requests', async ({ request }) => {
  const responses = [
    await request.post('/api/auth/callback/credentials', {
      headers: { 'content-type': 'application/json' },
      data: '{bad',
      maxRedirects: 0,
    }),
    await request.post('/api/auth/callback/credentials', {
      form: { username: '%ZZ' },
      maxRedirects: 0,
    }),
    await request.get('/api/auth/nonsense'),
    await request.get('/api/auth/session', { headers: { cookie: 'authjs.session-token=garbage' } }),
    await request.post('/api/auth/session', { data: { data: 1 } }),
  ];
  for (const response of responses) {
    expect(response.status()).toBeLessThan(500);
    await expectNoInternals(response);
  }
});
