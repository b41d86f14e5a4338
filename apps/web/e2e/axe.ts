import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a page: a screen reader or keyboard user is blocked or badly hindered. */
const FAILING = new Set(['serious', 'critical']);
/** Moderate by axe's measure, failures by ours: one h1 per page, no heading level skipped. */
const ALSO_FAILING = new Set(['page-has-heading-one', 'heading-order']);

/**
 * Runs axe-core over the whole page as it is now (every rule axe has, WCAG 2.2 A/AA and its
 * best practices) and lists each serious or critical violation (and a missing h1 or a skipped
 * heading level) with the first elements it found it on.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const failing = violations
    .filter((v) => FAILING.has(v.impact ?? '') || ALSO_FAILING.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) =>
              `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
          )
          .join('\n'),
    );
  return failing;
}

/** Fails on any serious or critical axe violation of the page as it is now (see above). */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `axe: serious or critical violations on ${what}`).toEqual(
    [],
  );
}
