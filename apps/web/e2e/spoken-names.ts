import type { Locator } from '@playwright/test';

/**
 * The accessible names Chromium itself gives the nodes of `role` inside `scope` (its
 * accessibility tree, through the DevTools protocol): what a screen reader is handed,
 * where `getByRole`'s names are Playwright's own computation of the same rules.
 */
export async function chromiumNames(scope: Locator, role: string): Promise<string[]> {
  const page = scope.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    // The scope's DOM node, marked for a moment so the protocol can find it.
    const mark = `names-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    await scope.evaluate((el, value) => el.setAttribute('data-names-scope', value), mark);
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('[data-names-scope="${mark}"]')`,
    });
    await scope.evaluate((el) => el.removeAttribute('data-names-scope'));
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      objectId: result.objectId,
      role,
    });
    return nodes.map((n) => String(n.name?.value ?? ''));
  } finally {
    await cdp.detach();
  }
}
