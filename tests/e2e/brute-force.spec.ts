import { registerByApi } from './support/player.ts';
import { expect, test } from './support/site.ts';

// Five wrong passwords for an account, then the sixth try is refused for 15 minutes;
// the form says how long, keeps what was typed and keeps its button disabled.
test('wrong passwords lead the login form to the wait, with the typed e-mail kept', async ({
  page,
  request,
}) => {
  const { email } = await registerByApi(request);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail').fill(email);
  const submit = dialog.getByRole('button', { name: 'Log in' });
  const tryPassword = async (password: string) => {
    await dialog.getByLabel('Password').fill(password);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/sign_in'));
    await submit.click();
    return (await answer).status();
  };

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect(await tryPassword(`Wrong#${attempt}`)).toBe(422);
    await expect(dialog.getByText('Invalid email or password')).toBeVisible();
  }
  expect(await tryPassword('Wrong#6')).toBe(429);

  await expect(dialog.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in 1[45] minutes\.$/);
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await expect(dialog.getByLabel('Password')).toHaveValue('Wrong#6');
  // Inert but still focusable: the player who pressed it stays in the form.
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).not.toHaveAttribute('disabled');
  await submit.focus();
  await expect(submit).toBeFocused();
});
