import { seriousViolations } from './support/axe.ts';
import { logIn, newCredentials, registerByApi } from './support/player.ts';
import { expect, test } from './support/site.ts';

// pragmaticplay requires the first name, last name and date of birth before real money
// (GET /api/info/player_fields lists them under its name); a new player has none of them.
const GAME = '/play/pragmaticplay/book-of-tides';

test("a provider's required details hold real play until the player fills them; demo plays without", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const player = await registerByApi(request, newCredentials('gate'));
  await logIn(page, player);
  const details = page.getByRole('dialog', { name: 'Personal details' });
  const frame = page.frameLocator('iframe[title="Game: Book of Tides"]');

  await test.step('real play asks for exactly the empty fields the provider requires', async () => {
    await page.goto(GAME);
    await expect(details).toBeVisible();
    await expect(
      details.getByText('This game needs a few more details before you can play for real money.'),
    ).toBeVisible();
    await expect(details.getByRole('textbox')).toHaveCount(3);
    await expect(details.getByLabel('First name')).toBeVisible();
    await expect(details.getByLabel('Last name')).toBeVisible();
    await expect(details.getByLabel('Date of birth')).toBeVisible();
    await expect(details.getByRole('combobox')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  await test.step('closed without saving, the game stays held; demo plays', async () => {
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    const notice = page.getByRole('main');
    await expect(
      notice.getByRole('heading', { name: 'Your details are needed to play for real money' }),
    ).toBeVisible();
    await expect(notice).toContainText('First name, Last name, Date of birth');
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await notice.getByRole('link', { name: 'Play demo' }).click();
    await expect(page).toHaveURL(/\?mode=demo$/);
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
    await expect(details).toBeHidden();
  });

  await test.step('once the details are saved, the game starts for real money', async () => {
    await page.goto(GAME);
    await expect(details).toBeVisible();
    await details.getByLabel('First name').fill('Ada');
    await details.getByLabel('Last name').fill('Lovelace');
    await details.getByLabel('Date of birth').fill('10/12/1990');
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details).toBeHidden();
    await expect(page.getByText('Real money', { exact: true })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute('src', /\/pragmaticplay\/book-of-tides\?mode=real$/);
  });

  await test.step('on the next visit it starts at once', async () => {
    await page.reload();
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
    await expect(details).toBeHidden();
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});
