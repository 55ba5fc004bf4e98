import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 27 asks. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical WCAG violations on the page as it is, one line per rule with its first nodes. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)} [${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? ''}]`)
          .join(' | ')}`,
    );
}
