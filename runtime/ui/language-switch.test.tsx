import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { LanguageSwitch } from './language-switch.tsx';
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

/** Counts the Intl.DisplayNames built until restored. */
function countDisplayNames() {
  const Real = Intl.DisplayNames;
  let built = 0;
  const intl = Intl as { DisplayNames: typeof Real };
  intl.DisplayNames = class extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      built += 1;
    }
  };
  return { count: () => built, restore: () => void (intl.DisplayNames = Real) };
}

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

  it('builds each language’s name once, however often the menu renders', async () => {
    vi.resetModules();
    const fresh = await import('./use-language-links.ts');
    const built = countDisplayNames();
    expect(fresh.languageName('it')).toBe('Italiano');
    expect(fresh.languageName('it')).toBe('Italiano');
    expect(built.count()).toBe(1);
    built.restore();
  });

  it('builds the names ahead, one per idle moment, until stopped', async () => {
    vi.resetModules();
    const { warmLanguageNames } = await import('./use-language-links.ts');
    vi.useFakeTimers();
    const built = countDisplayNames();
    const stop = warmLanguageNames(['et', 'no', 'en-IE']);
    expect(built.count()).toBe(0);
    vi.advanceTimersToNextTimer();
    expect(built.count()).toBe(1);
    stop();
    vi.runAllTimers();
    expect(built.count()).toBe(1);
    // Warmed names are not built again.
    warmLanguageNames(['et']);
    vi.runAllTimers();
    expect(built.count()).toBe(1);
    built.restore();
    vi.useRealTimers();
  });

  it('tells the caller which language was chosen', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<Switch onSelect={onSelect} />, { route: '/' });
    screen.getByRole('link', { name: 'Deutsch' }).click();
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ locale: 'de', href: '/de' }));
  });
});
