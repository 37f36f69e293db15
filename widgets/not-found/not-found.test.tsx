import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { notFound } from './index.ts';

describe('not-found page', () => {
  afterEach(() => useModalStore.getState().closeAll());

  it('says the page was not found and links back to the lobby under the locale', async () => {
    await renderWidget(notFound, notFound.example, { context: { locale: 'de', localeFromPath: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Lobby' }).getAttribute('href')).toBe('/de');
  });

  it('opens the search popup from its search button', async () => {
    const user = userEvent.setup();
    await renderWidget(notFound);
    await user.click(screen.getByRole('button', { name: 'Search games' }));
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['search']);
  });
});
