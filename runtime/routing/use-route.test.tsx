import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HashContext } from './hash-actions.ts';
import { PROMO_CODE_STORAGE_KEYS, type PromoCodeStorage } from './query-actions.ts';
import type { RouteResolution } from './resolve-route.ts';
import { LAYOUT_IDS, type RouteName } from './route-table.ts';
import {
  useHashActions,
  usePromoCodeActions,
  usePwaInstallQuery,
  useRouteResolution,
  type NavigateTo,
  type RouteState,
} from './use-route.ts';

const state: RouteState = {
  auth: 'guest',
  restriction: 'none',
  enabledLocales: ['en', 'de'],
  defaultLocale: 'en',
  features: { rocketMart: true },
  cmsPageSlugs: [],
  pages: LAYOUT_IDS,
  licence: 'CW',
  country: 'CA',
  limitReached: false,
};

function describeResolution(resolution: RouteResolution): string {
  if (resolution.kind === 'redirect')
    return `redirect ${resolution.to} ${resolution.modal?.name ?? ''}`.trim();
  if (resolution.kind === 'not-found') return `not-found ${resolution.locale}`;
  return `render ${resolution.route.name} ${resolution.modal ? `modal ${resolution.modal.name} close ${resolution.modal.closeTo}` : ''}`.trim();
}

/** A stand-in for the app shell: follows redirects and shows what would render. */
function Shell({ routeState }: { routeState: RouteState }) {
  const resolution = useRouteResolution(routeState);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (resolution.kind === 'redirect') void navigate(resolution.to, { replace: true });
  }, [resolution, navigate]);
  return (
    <>
      <p data-testid="resolution">{describeResolution(resolution)}</p>
      <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>
      <button type="button" onClick={() => void navigate('/deposit')}>
        deposit
      </button>
      <button type="button" onClick={() => void navigate('/pokies/all')}>
        pokies
      </button>
    </>
  );
}

const shown = () => screen.getByTestId('resolution').textContent;
const where = () => screen.getByTestId('location').textContent;

describe('useRouteResolution', () => {
  it('shows the page of the current location with its locale', () => {
    render(
      <MemoryRouter initialEntries={['/de/pokies/all']}>
        <Shell routeState={state} />
      </MemoryRouter>,
    );
    expect(shown()).toBe('render category-all');
  });

  it('sends a guest who opens /cashbox to registration with the full path as redirect', () => {
    render(
      <MemoryRouter initialEntries={['/cashbox?x=1']}>
        <Shell routeState={state} />
      </MemoryRouter>,
    );
    expect(where()).toBe('/registration?redirect=%2Fcashbox%3Fx%3D1');
    expect(shown()).toBe('render registration modal registration close /');
  });

  it('lands a player who opens /deposit first on main, and opens it over the page they came from later', () => {
    const player = { ...state, auth: 'player' } as const;
    render(
      <MemoryRouter initialEntries={['/deposit/']}>
        <Shell routeState={player} />
      </MemoryRouter>,
    );
    // The trailing-slash redirect is no page of its own: /deposit still counts as the first page.
    expect(where()).toBe('/');
    act(() => screen.getByRole('button', { name: 'pokies' }).click());
    act(() => screen.getByRole('button', { name: 'deposit' }).click());
    expect(shown()).toBe('render cashbox-deposit modal cashbox close /pokies/all');
  });

  it('uses the previous path the caller gives instead of its own memory', () => {
    render(
      <MemoryRouter initialEntries={['/deposit']}>
        <Shell routeState={{ ...state, auth: 'player', previousPath: '/live/all' }} />
      </MemoryRouter>,
    );
    expect(shown()).toBe('render cashbox-deposit modal cashbox close /live/all');
  });

  it('resolves again when the state changes, even when the caller builds a new object each time', () => {
    const { rerender } = render(
      <MemoryRouter initialEntries={['/profile']}>
        <Shell routeState={{ ...state, auth: 'player' }} />
      </MemoryRouter>,
    );
    expect(shown()).toBe('render profile');
    rerender(
      <MemoryRouter initialEntries={['/profile']}>
        <Shell routeState={{ ...state, auth: 'player', features: { rocketMart: false } }} />
      </MemoryRouter>,
    );
    expect(shown()).toBe('render profile');
    rerender(
      <MemoryRouter initialEntries={['/profile']}>
        <Shell routeState={{ ...state, auth: 'guest' }} />
      </MemoryRouter>,
    );
    expect(where()).toBe('/registration?redirect=%2Fprofile');
  });
});

interface HashProbeProps {
  ctx: HashContext;
  openModal: (name: string, params: Record<string, string>) => void;
  openChat: () => void;
  openExternal: (url: string) => void;
  onRestricted: (warning: string) => void;
}

function HashProbe({ ctx, ...callbacks }: HashProbeProps) {
  const navigate = useNavigate();
  const location = useLocation();
  useHashActions(ctx, { ...callbacks, navigate: (to, options) => void navigate(to, options) });
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderHash(url: string, ctx: HashContext = { bettingHost: 'sport.nova.localhost' }) {
  const callbacks = {
    openModal: vi.fn(),
    openChat: vi.fn(),
    openExternal: vi.fn(),
    onRestricted: vi.fn(),
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <HashProbe ctx={ctx} {...callbacks} />
    </MemoryRouter>,
  );
  return callbacks;
}

describe('useHashActions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('opens the support chat one second after a #chat link, then clears the hash', () => {
    const { openChat } = renderHash('/pokies/all?x=1#chat');
    act(() => vi.advanceTimersByTime(999));
    expect(openChat).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(openChat).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/pokies/all?x=1');
  });

  it('opens the login popup for #sign-in and removes the hash so the link works again', () => {
    const { openModal } = renderHash('/#sign-in');
    expect(openModal).toHaveBeenCalledWith('login', {});
    expect(where()).toBe('/');
  });

  it('opens the new-password popup for #users/password/edit', () => {
    const { openModal } = renderHash('/de#users/password/edit');
    expect(openModal).toHaveBeenCalledWith('new-password', {});
  });

  it("sends #sport_live to the sports site with the page's scheme and port", () => {
    const { openExternal } = renderHash('/#sport_live');
    const { protocol, port } = window.location;
    expect(protocol).toBe('http:');
    expect(port).not.toBe('');
    expect(openExternal).toHaveBeenCalledWith(`http://sport.nova.localhost:${port}/live`);
  });

  it('warns a restricted-region guest instead of opening the registration popup', () => {
    const { openModal, onRestricted } = renderHash('/#sign-up', {
      bettingHost: null,
      restriction: 'partial',
    });
    expect(openModal).not.toHaveBeenCalled();
    expect(onRestricted).toHaveBeenCalledWith('REGISTRATION_RESTRICTED');
  });

  it('scrolls to an anchor that renders late, retrying every 200 ms', () => {
    const callbacks = renderHash('/support#faq');
    const anchor = document.createElement('div');
    anchor.id = 'faq';
    anchor.scrollIntoView = vi.fn();
    act(() => vi.advanceTimersByTime(400));
    document.body.append(anchor);
    act(() => vi.advanceTimersByTime(200));
    expect(anchor.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(Object.values(callbacks).every((callback) => callback.mock.calls.length === 0)).toBe(true);
    expect(where()).toBe('/support#faq');
  });
});

function memoryStorage(
  initial: Record<string, string> = {},
): PromoCodeStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function PromoProbe(props: {
  routeName: RouteName;
  auth: 'guest' | 'player';
  storage: PromoCodeStorage;
  applyDepositCode: (code: string) => void;
  navigateSpy: NavigateTo;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  usePromoCodeActions(
    { routeName: props.routeName, auth: props.auth, localePrefix: '' },
    {
      storage: props.storage,
      applyDepositCode: props.applyDepositCode,
      navigate: (to, options) => {
        props.navigateSpy(to, options);
        void navigate(to, options);
      },
    },
  );
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderPromo(url: string, routeName: RouteName, auth: 'guest' | 'player', storage = memoryStorage()) {
  const applyDepositCode = vi.fn();
  const navigateSpy = vi.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <PromoProbe
        routeName={routeName}
        auth={auth}
        storage={storage}
        applyDepositCode={applyDepositCode}
        navigateSpy={navigateSpy}
      />
    </MemoryRouter>,
  );
  return { storage, applyDepositCode, navigateSpy };
}

describe('usePromoCodeActions', () => {
  it('saves a gift code from a registration link and removes it from the address', () => {
    const { storage } = renderPromo('/registration?giftPromocode=SPRING&x=1#top', 'registration', 'guest');
    expect(storage.items.get(PROMO_CODE_STORAGE_KEYS.giftPromocode)).toBe('SPRING');
    expect(where()).toBe('/registration?x=1#top');
  });

  it('drops the saved codes of a guest on main', () => {
    const storage = memoryStorage({ [PROMO_CODE_STORAGE_KEYS.giftPromocode]: 'G' });
    renderPromo('/', 'main', 'guest', storage);
    expect(storage.items.size).toBe(0);
  });

  it('applies a deposit code from the link when a player lands on main', () => {
    const { storage, applyDepositCode } = renderPromo('/?depositPromocode=DEP50', 'main', 'player');
    expect(applyDepositCode).toHaveBeenCalledWith('DEP50');
    expect(applyDepositCode).toHaveBeenCalledTimes(1);
    expect(storage.items.has(PROMO_CODE_STORAGE_KEYS.depositPromocode)).toBe(false);
    expect(where()).toBe('/');
  });

  it('takes a player with a saved gift code from main to the profile gifts', () => {
    const storage = memoryStorage({ [PROMO_CODE_STORAGE_KEYS.giftPromocode]: 'G' });
    const { navigateSpy } = renderPromo('/', 'main', 'player', storage);
    expect(navigateSpy).toHaveBeenCalledWith('/profile/gifts', undefined);
    expect(storage.items.get(PROMO_CODE_STORAGE_KEYS.giftPromocode)).toBe('G');
  });

  it('does nothing on other pages without codes in the link', () => {
    const storage = memoryStorage({ [PROMO_CODE_STORAGE_KEYS.depositPromocode]: 'D' });
    const { navigateSpy, applyDepositCode } = renderPromo('/pokies/all', 'category-all', 'player', storage);
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(applyDepositCode).not.toHaveBeenCalled();
    expect(storage.items.get(PROMO_CODE_STORAGE_KEYS.depositPromocode)).toBe('D');
  });
});

function PwaProbe({
  lobby,
  showInstallInstructions,
}: {
  lobby: boolean;
  showInstallInstructions: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  usePwaInstallQuery(
    { lobby, localePrefix: '/de' },
    { showInstallInstructions, navigate: (to, options) => void navigate(to, options) },
  );
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

describe('usePwaInstallQuery', () => {
  it('shows the install instructions on the lobby, then goes to the lobby without the query', () => {
    const showInstallInstructions = vi.fn();
    render(
      <MemoryRouter initialEntries={['/de/categories?pwa=install']}>
        <PwaProbe lobby showInstallInstructions={showInstallInstructions} />
      </MemoryRouter>,
    );
    expect(showInstallInstructions).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/de');
  });

  it('ignores the query off the lobby', () => {
    const showInstallInstructions = vi.fn();
    render(
      <MemoryRouter initialEntries={['/de/support?pwa=install']}>
        <PwaProbe lobby={false} showInstallInstructions={showInstallInstructions} />
      </MemoryRouter>,
    );
    expect(showInstallInstructions).not.toHaveBeenCalled();
    expect(where()).toBe('/de/support?pwa=install');
  });
});
