import type { Locator } from '@playwright/test';

/**
 * Fills and saves the personal details a first fiat deposit asks for (the popup the header's
 * Deposit opens for a new player), with a Canadian player's data.
 */
export async function savePersonalDetails(details: Locator): Promise<void> {
  await details.getByLabel('First name').fill('Ada');
  await details.getByLabel('Last name').fill('Lovelace');
  await details.getByLabel('Date of birth').fill('10/12/1990');
  await details.getByLabel('Gender').selectOption({ label: 'Female' });
  await details.getByLabel('City').fill('Toronto');
  await details.getByLabel('Address').fill('1 King Street');
  await details.getByLabel('Postal code').fill('M5V 2T6');
  await details.getByLabel('Mobile phone').fill('+1 416 555 0100');
  await details.getByRole('button', { name: /^Save/ }).click();
}
