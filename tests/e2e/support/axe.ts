import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './site.ts';

// Every WCAG 2.x A and AA rule, and "label in name" (2.5.3), which axe ships as experimental.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

/** Serious and critical violations, one line per rule with the offending elements. */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: TAGS },
    rules: EXTRA_RULES,
  });
  if (include) builder.include(include);
  // Colours measured mid-transition (a popup fading in) are neither the start's nor the end's:
  // the page's finite animations end first (at most 2 s; endless ones, spinners, are left).
  await animationsEnded(page);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n'),
    );
}
