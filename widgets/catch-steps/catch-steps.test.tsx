import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { catchSteps } from './index.ts';

describe('catch steps', () => {
  it('numbers the steps in order and invites a guest to sign up', async () => {
    await renderWidget(catchSteps, {});
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Sign up',
      'Make a deposit',
      'Play jackpot games',
    ]);
    expect(screen.getByRole('link', { name: 'Sign up now' }).getAttribute('href')).toBe('/registration');
  });

  it('sends a logged-in player to the jackpot games instead', async () => {
    await renderWidget(catchSteps, {}, { context: { auth: 'player', locale: 'no', localeFromPath: true } });
    expect(screen.getByRole('link', { name: 'Spill jackpotspill' }).getAttribute('href')).toBe(
      '/no/pokies/jackpot',
    );
  });
});
