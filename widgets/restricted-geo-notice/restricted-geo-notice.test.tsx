import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { restrictedGeoNotice } from './index.ts';
import { countryName } from './restricted-geo-notice.tsx';

describe('restricted-geo notice', () => {
  afterEach(() => useToastStore.getState().clear());

  it('shows the persistent OOPS.RESTRICTED_GEO toast once, however often it renders', async () => {
    await renderWidget(restrictedGeoNotice, undefined, { context: { restriction: 'partial' } });
    await renderWidget(restrictedGeoNotice, undefined, { context: { restriction: 'partial' } });
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ messageKey: 'OOPS.RESTRICTED_GEO', persistent: true, kind: 'warning' });
  });

  it('renders nothing on the page itself in a partially restricted country', async () => {
    const view = await renderWidget(restrictedGeoNotice, undefined, { context: { restriction: 'partial' } });
    expect(view.container.innerHTML).toBe('');
  });

  it('tells a visitor from a fully restricted country why, and what is still open, without a toast', async () => {
    await renderWidget(restrictedGeoNotice, undefined, { context: { restriction: 'full', country: 'RU' } });
    const notice = screen.getByRole('region', {
      name: 'Our casino is not available in your country (Russia)',
    });
    expect(within(notice).getByText(/does not allow us to offer gambling there/)).toBeTruthy();
    expect(within(notice).getByText(/You can still look around the site/)).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(expect.arrayContaining(['/terms-and-conditions']));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it("names the country in the page's language", () => {
    expect(countryName('RU', 'de')).toBe('Russland');
    expect(countryName('by', 'fr-CA')).toBe('Bélarus');
  });
});
