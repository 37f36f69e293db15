import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteContext } from '../../runtime/context/types.ts';
import { queryKeys } from '../../runtime/queries/index.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { profileLanguage } from './index.ts';

const PLAYER = { id: 7, email: 'ada@example.com', currency: 'EUR', language: 'en', statuses: [] };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function platform(answer: Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (method === 'PATCH') return answer;
      return json(200, { ...PLAYER, language: 'de' });
    }),
  );
  return calls;
}

let path = '';
function LocationProbe() {
  path = useLocation().pathname;
  return null;
}

async function showLanguage(context: Partial<SiteContext> = {}, player: unknown = PLAYER) {
  const { default: Component } = await profileLanguage.load();
  const view = renderWithProviders(
    <>
      <Component props={prepareProps(profileLanguage, {})} slot="main" />
      <LocationProbe />
    </>,
    {
      route: '/profile',
      context: { auth: 'player', ...context },
      queryData: [[queryKeys.player.profile(), player]],
    },
  );
  return { user: userEvent.setup(), ...view };
}

const languageSelect = () => screen.getByLabelText('Language of the site') as HTMLSelectElement;
const optionNames = () =>
  within(languageSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('profile language', () => {
  it("offers the brand's languages by their own names, the page's one chosen", async () => {
    await showLanguage();
    expect(screen.getByRole('heading', { level: 2, name: 'Language' })).toBeTruthy();
    expect(languageSelect().value).toBe('en');
    expect(optionNames()).toContain('Deutsch');
    expect(optionNames()).toContain('Eesti');
    expect(optionNames()).toHaveLength(10);
    expect(screen.getByText('We also write to you in this language.')).toBeTruthy();
  });

  it('leaves out the languages this host hides', async () => {
    await showLanguage({ host: 'nova-mirror.localhost', hiddenLocales: ['en-AU'] });
    expect(within(languageSelect()).queryByRole('option', { name: /Australia/ })).toBeNull();
    expect(optionNames()).toHaveLength(9);
  });

  it('saves the new language with PATCH /api/player/update_locale, then shows this page in it', async () => {
    const calls = platform(json(200, { locale: 'de' }));
    const { user } = await showLanguage();
    await user.selectOptions(languageSelect(), 'de');
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(path).toBe('/de/profile'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        url: expect.stringMatching(/\/api\/player\/update_locale$/),
        body: { locale: 'de' },
      },
    ]);
  });

  it('says the language was not changed when the call fails, and stays on the page', async () => {
    platform(json(422, { errors: { locale: ['is not supported'] } }));
    const { user } = await showLanguage();
    await user.selectOptions(languageSelect(), 'it');
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The language could not be changed. Please try again.',
    );
    expect(path).toBe('/profile');
    expect(languageSelect().value).toBe('it');
  });

  it('opens the page in the language the player already has saved, without a call', async () => {
    const calls = platform(json(500, {}));
    const { user } = await showLanguage({}, { ...PLAYER, language: 'fr-CA' });
    await user.selectOptions(languageSelect(), 'fr-CA');
    await user.click(screen.getByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(path).toBe('/fr-CA/profile'));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('shows nothing to a guest', async () => {
    const view = await showLanguage({ auth: 'guest' }, null);
    expect(view.container.textContent).toBe('');
  });
});
