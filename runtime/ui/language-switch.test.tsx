import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { LOCALES } from '../context/types.ts';
import { languageName, useLanguageLinks } from './use-language-links.ts';

function Switch({ onSelect }: { onSelect?: () => void }) {
  return <LanguageSwitch links={useLanguageLinks()} label="Language" variant="list" onSelect={onSelect} />;
}

const hrefs = () =>
  Object.fromEntries(
    within(screen.getByRole('navigation', { name: 'Language' }))
      .getAllByRole('link')
      .map((a) => [a.getAttribute('lang'), a.getAttribute('href')]),
  );

describe('LanguageSwitch', () => {
  it('links every language to the current page, query and hash, the country default unprefixed', () => {
    renderWithProviders(<Switch />, {
      route: '/de/pokies/all?sort=new#top',
      context: { locale: 'de', localeFromPath: true, country: 'CA' },
    });
    const links = hrefs();
    expect(links['de']).toBe('/de/pokies/all?sort=new#top');
    expect(links['en']).toBe('/pokies/all?sort=new#top');
    expect(links['et']).toBe('/et/pokies/all?sort=new#top');
  });

  it('leaves the Estonian visitor’s default, Estonian, unprefixed', () => {
    renderWithProviders(<Switch />, { route: '/support', context: { locale: 'et', country: 'EE' } });
    expect(hrefs()['et']).toBe('/support');
    expect(hrefs()['en']).toBe('/en/support');
  });

  it('marks the current language and names each language in itself', () => {
    renderWithProviders(<Switch />, { route: '/', context: { locale: 'de', localeFromPath: true } });
    const current = screen.getByRole('link', { name: 'Deutsch' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(languageName('no')).toMatch(/^Norsk/);
  });

  it('names every locale in itself as Intl.DisplayNames does, capitalised', () => {
    for (const locale of LOCALES) {
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? '';
      expect(languageName(locale)).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
    }
  });

  it('tells the caller which language was chosen', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Switch onSelect={onSelect} />, { route: '/' });
    screen.getByRole('link', { name: 'Deutsch' }).click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ locale: 'de', href: '/de' }));
  });
});
