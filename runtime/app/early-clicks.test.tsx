import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginHydration, resetPageHydration, useRootHydrated } from '../slots/page-hydration.ts';
import { PAGE_LIVE_ATTRIBUTE } from '../ssr/first-view-contract.ts';
import { EARLY_CLICK_SETTLE_MS, EARLY_CLICK_WAIT_MS, holdEarlyClicks, isHydrated } from './early-clicks.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let stop: (() => void) | undefined;
let root: Root | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  resetPageHydration();
});

function SearchButton({ onOpen, onFollow = () => {} }: { onOpen: () => void; onFollow?: () => void }) {
  const [opened, setOpened] = useState(false);
  // The page's root, as App: its commit ends the hydration of the page's own part.
  useRootHydrated();
  return (
    <div>
      <a
        href="/pokies/all"
        onClick={(event) => {
          // As a router link: the browser's navigation is cancelled, the router's replaces it.
          event.preventDefault();
          onFollow();
        }}
      >
        Pokies
      </a>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          onOpen();
        }}
      >
        {opened ? 'Searching' : 'Search'}
      </button>
      <div className="cr-html">
        <label>CMS text</label>
      </div>
    </div>
  );
}

/** A server-rendered page: the markup of `element` in #root, not hydrated yet. */
function serverRendered(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('holdEarlyClicks', () => {
  it('replays a click made before hydration on the button once React has hydrated it', async () => {
    const onOpen = vi.fn();
    const container = serverRendered(<SearchButton onOpen={onOpen} />);
    stop = holdEarlyClicks(container);
    const button = container.querySelector('button')!;
    expect(isHydrated(button)).toBe(false);

    const early = click(button);
    expect(early.defaultPrevented).toBe(true);
    expect(onOpen).not.toHaveBeenCalled();

    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      beginHydration(container);
      root = hydrateRoot(container, <SearchButton onOpen={onOpen} />);
    });
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    expect(container.hasAttribute(PAGE_LIVE_ATTRIBUTE)).toBe(true);
    // The assumption the module rests on, checked against the real react-dom.
    expect(isHydrated(button)).toBe(true);
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(button.textContent).toBe('Searching'));
  });

  it('lets clicks through to a live page, to links and to CMS HTML', async () => {
    const onOpen = vi.fn();
    const container = serverRendered(<SearchButton onOpen={onOpen} />);
    stop = holdEarlyClicks(container);
    expect(click(container.querySelector('a')!).defaultPrevented).toBe(false);
    expect(click(container.querySelector('.cr-html label')!).defaultPrevented).toBe(false);

    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      beginHydration(container);
      root = hydrateRoot(container, <SearchButton onOpen={onOpen} />);
    });
    await act(async () => {
      expect(click(container.querySelector('button')!).defaultPrevented).toBe(false);
    });
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leaves a link to the browser while the page is not live yet, though React has its handler', async () => {
    const onFollow = vi.fn();
    const container = serverRendered(<SearchButton onOpen={() => {}} onFollow={onFollow} />);
    stop = holdEarlyClicks(container);
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    // Hydrated, but a widget of the page has not committed yet: the page is not live.
    await act(async () => {
      beginHydration(container);
      root = hydrateRoot(container, <SearchButton onOpen={() => {}} onFollow={onFollow} />);
    });
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    container.removeAttribute(PAGE_LIVE_ATTRIBUTE);
    const link = container.querySelector('a')!;
    expect(isHydrated(link)).toBe(true);
    // The browser follows it: the router's handler, which would cancel that, never runs.
    expect(click(link).defaultPrevented).toBe(false);
    expect(onFollow).not.toHaveBeenCalled();

    container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
    expect(click(link).defaultPrevented).toBe(true);
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('holds a click on a hydrated button until the page is live', async () => {
    const onOpen = vi.fn();
    const container = serverRendered(<SearchButton onOpen={onOpen} />);
    stop = holdEarlyClicks(container);
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      beginHydration(container);
      root = hydrateRoot(container, <SearchButton onOpen={onOpen} />);
    });
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    container.removeAttribute(PAGE_LIVE_ATTRIBUTE);
    expect(click(container.querySelector('button')!).defaultPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(onOpen).not.toHaveBeenCalled();
    container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
  });

  it('finds the button again when hydration replaced the element clicked', async () => {
    const container = serverRendered(<SearchButton onOpen={() => {}} />);
    stop = holdEarlyClicks(container);
    click(container.querySelector('button')!);
    // What a client render after a mismatch does: new elements in the same places.
    const onClick = vi.fn();
    const fresh = container.querySelector('button')!.cloneNode(true) as HTMLButtonElement;
    Object.assign(fresh, { __reactProps$test: {} });
    fresh.addEventListener('click', onClick);
    container.querySelector('button')!.replaceWith(fresh);
    container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  /** A click held on the server-rendered button (fake timers); `onClick` sees its replay. */
  const heldClick = () => {
    const container = serverRendered(<SearchButton onOpen={() => {}} />);
    stop = holdEarlyClicks(container);
    const button = container.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    click(button);
    return { container, button, onClick };
  };

  it('replays a held click once its button has been hydrated a while, though the page is not live yet', () => {
    vi.useFakeTimers();
    try {
      const { button, onClick } = heldClick();
      // Hydrated, while a widget elsewhere on the page still hydrates (no data-live).
      Object.assign(button, { __reactProps$test: {} });
      vi.advanceTimersByTime(EARLY_CLICK_SETTLE_MS - 100);
      expect(onClick).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(onClick).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a held click when the player clicks again on the live page before its replay', () => {
    vi.useFakeTimers();
    try {
      const { container, button, onClick } = heldClick();
      Object.assign(button, { __reactProps$test: {} });
      container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
      // The new click reaches the button's handlers at once…
      expect(click(button).defaultPrevented).toBe(false);
      expect(onClick).toHaveBeenCalledTimes(1);
      // …and the older one is not replayed after it (a menu opened would close again).
      vi.advanceTimersByTime(EARLY_CLICK_WAIT_MS);
      expect(onClick).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a held click when the button is still not hydrated after the longest wait', () => {
    vi.useFakeTimers();
    try {
      const { container, button, onClick } = heldClick();
      vi.advanceTimersByTime(EARLY_CLICK_WAIT_MS + 500);
      Object.assign(button, { __reactProps$late: {} });
      container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
      vi.advanceTimersByTime(1_000);
      expect(onClick).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  /** A server-rendered popup route: its dialog open, its Escape handler not attached yet. */
  const serverDialog = () => {
    const container = serverRendered(
      <div role="dialog" aria-modal="true" aria-label="Log in">
        <input aria-label="E-mail" />
      </div>,
    );
    stop = holdEarlyClicks(container);
    const escapes = vi.fn();
    const press = (at: Element) =>
      at.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    // The dialog's own handler, as hydration attaches it: gone with the test.
    const handlers = new AbortController();
    const attachHandler = () =>
      document.addEventListener('keydown', (event) => escapes(event.key, event.target), {
        signal: handlers.signal,
      });
    const done = () => handlers.abort();
    return { container, field: container.querySelector('input')!, escapes, press, attachHandler, done };
  };

  it('presses Escape again in an open server-rendered dialog once the page is live', () => {
    vi.useFakeTimers();
    const { container, field, escapes, press, attachHandler, done } = serverDialog();
    try {
      press(field);
      // The dialog's handler arrives with hydration, after the key.
      attachHandler();
      vi.advanceTimersByTime(500);
      expect(escapes).not.toHaveBeenCalled();
      container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
      vi.advanceTimersByTime(100);
      expect(escapes).toHaveBeenCalledTimes(1);
      expect(escapes).toHaveBeenCalledWith('Escape', field);
      vi.advanceTimersByTime(EARLY_CLICK_WAIT_MS);
      expect(escapes).toHaveBeenCalledTimes(1);
    } finally {
      done();
      vi.useRealTimers();
    }
  });

  it('holds no Escape on a live page, nor where no dialog is open, nor for a dialog that has closed', () => {
    vi.useFakeTimers();
    const { container, field, escapes, press, attachHandler, done } = serverDialog();
    try {
      attachHandler();
      // The dialog closed on the key itself (its handler was attached already) before the page was live.
      press(field);
      container.querySelector('[role="dialog"]')!.remove();
      container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
      vi.advanceTimersByTime(200);
      expect(escapes).toHaveBeenCalledTimes(1);
      // Live: the key goes its way once.
      press(document.body);
      vi.advanceTimersByTime(200);
      expect(escapes).toHaveBeenCalledTimes(2);
      // Not live, no dialog: nothing to close.
      container.removeAttribute(PAGE_LIVE_ATTRIBUTE);
      press(document.body);
      container.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
      vi.advanceTimersByTime(200);
      expect(escapes).toHaveBeenCalledTimes(3);
    } finally {
      done();
      vi.useRealTimers();
    }
  });
});
