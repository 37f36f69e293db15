import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { scrollToFooter, test, expect } from './support/site.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical violations, one line per rule with the offending elements. */
async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder.include(include);
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

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test('the lobby', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Top games', exact: true }).getByRole('group')).toHaveCount(
      15,
    );
    // Every widget of the page is in place, the footer last (they render as the reader nears them).
    await expect((await scrollToFooter(page)).getByRole('navigation', { name: 'Help' })).toBeVisible();
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  test('a category page', async ({ page }) => {
    await page.goto('/pokies/all');
    await expect(page.getByRole('main').getByRole('group')).toHaveCount(40);
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });

  test('the search popup with results', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search games' });
    await dialog.getByRole('searchbox', { name: 'Game name' }).fill('book');
    await expect(
      dialog.getByRole('list', { name: 'Search results' }).getByRole('group').first(),
    ).toBeVisible();
    // The popup itself: the page behind it is covered by the lobby's own scan.
    expect((await seriousViolations(page, '[role="dialog"]')).join('\n')).toBe('');
  });

  test('the game page', async ({ page }) => {
    await page.goto('/play/drift-studios/twisted-express-1000');
    await expect(page.frameLocator('iframe').locator('body')).toContainText('FUN');
    expect((await seriousViolations(page)).join('\n')).toBe('');
  });
});
