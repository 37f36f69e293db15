import { openSidebar, test, expect } from './support/site.ts';

test.describe('phone', () => {
  test('the bottom bar opens the sidebar menu, and a tap outside closes it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Pokies' })).toHaveAttribute('href', '/pokies/all');
    await expect(bar.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration');
    // The desktop menu gives way to the bar.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();

    const sidebar = await openSidebar(page);
    await expect(sidebar.getByRole('link', { name: 'Jackpots' })).toBeVisible();

    const panel = await sidebar.boundingBox();
    const viewport = page.viewportSize();
    if (!panel || !viewport) throw new Error('the sidebar and the viewport have a size');
    // Tap the uncovered strip beside the sheet (it slides in from one side).
    const x = panel.x > 10 ? panel.x / 2 : (panel.x + panel.width + viewport.width) / 2;
    await page.touchscreen.tap(x, viewport.height / 2);
    await expect(sidebar).toBeHidden();
    await expect(bar).toBeInViewport();
    expect(consoleErrors, 'console errors').toEqual([]);
  });
});
