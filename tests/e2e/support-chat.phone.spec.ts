import { seriousViolations } from './support/axe.ts';
import { expect, openSidebar, test } from './support/site.ts';

test('on a phone the sidebar opens the support chat over the whole screen', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const sidebar = await openSidebar(page);
  await sidebar.getByRole('button', { name: 'Support chat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Support chat' });
  await expect(dialog.getByRole('form', { name: 'Message to support' })).toBeVisible();
  await expect(sidebar).toBeHidden();
  const viewport = page.viewportSize();
  // Measured once the opening animation has settled.
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box && { width: Math.round(box.width), height: Math.round(box.height) };
    })
    .toEqual({ width: viewport?.width, height: viewport?.height });
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(consoleErrors, 'console errors').toEqual([]);
});
