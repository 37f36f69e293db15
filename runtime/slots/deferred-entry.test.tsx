import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFirstInteraction } from '../ui/first-interaction.ts';
import { DEFERRED_ROOT_MARGIN, DeferredEntry, resetDeferredEntries } from './deferred-entry.tsx';

/** An IntersectionObserver the test moves by hand: `show(widget)` brings that placeholder near. */
class HandObserver {
  static all: HandObserver[] = [];
  target: Element | null = null;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    HandObserver.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  /** Brings the placeholder of `widget` on screen, or only within the observer's margin. */
  static show(widget: string, where: 'on screen' | 'near' = 'on screen') {
    const top = where === 'on screen' ? window.innerHeight - 10 : window.innerHeight + 200;
    for (const observer of HandObserver.all) {
      if (observer.target?.getAttribute('data-widget') !== widget) continue;
      observer.callback(
        [
          {
            isIntersecting: true,
            target: observer.target,
            boundingClientRect: { top, bottom: top + 100 },
          } as IntersectionObserverEntry,
        ],
        observer as never,
      );
    }
  }
}

beforeEach(() => {
  HandObserver.all = [];
  resetDeferredEntries();
  resetFirstInteraction();
  vi.stubGlobal('IntersectionObserver', HandObserver);
});
afterEach(() => vi.unstubAllGlobals());

function Page() {
  return (
    <>
      <DeferredEntry widget="game-row">
        <p>Row</p>
      </DeferredEntry>
      <DeferredEntry widget="site-footer">
        <p>Footer</p>
      </DeferredEntry>
    </>
  );
}

describe('DeferredEntry', () => {
  it('keeps a placeholder until the widget comes within a screen of the viewport', async () => {
    const { container } = render(<Page />);
    expect(screen.queryByText('Row')).toBeNull();
    expect(container.querySelectorAll('.cr-slot__deferred[aria-hidden="true"]')).toHaveLength(2);
    expect(HandObserver.all[0]?.options.rootMargin).toBe(DEFERRED_ROOT_MARGIN);

    act(() => HandObserver.show('game-row'));
    expect(await screen.findByText('Row')).toBeInTheDocument();
    expect(screen.queryByText('Footer')).toBeNull();
    expect(container.querySelector('[data-widget="game-row"]')).toBeNull();
  });

  it('leaves what is only near the viewport until the player scrolls, touches or clicks', async () => {
    render(<Page />);
    act(() => HandObserver.show('game-row', 'near'));
    expect(screen.queryByText('Row')).toBeNull();
    fireEvent.scroll(window);
    expect(await screen.findByText('Row')).toBeInTheDocument();
    // From then on, what comes near renders ahead of the viewport.
    act(() => HandObserver.show('site-footer', 'near'));
    expect(await screen.findByText('Footer')).toBeInTheDocument();
  });

  it('renders what is near only once the browser is idle after the interaction (a popup it opens goes first)', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    render(<Page />);
    act(() => HandObserver.show('game-row', 'near'));
    fireEvent.pointerDown(window);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Row')).toBeNull();
    act(() => idle.forEach((run) => run()));
    expect(await screen.findByText('Row')).toBeInTheDocument();
  });

  it('forgets a placeholder that went out of reach before the interaction', async () => {
    render(<Page />);
    act(() => HandObserver.show('game-row', 'near'));
    for (const observer of HandObserver.all) {
      if (observer.target?.getAttribute('data-widget') !== 'game-row') continue;
      act(() =>
        observer.callback(
          [{ isIntersecting: false, target: observer.target } as IntersectionObserverEntry],
          observer as never,
        ),
      );
    }
    fireEvent.pointerDown(window);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Row')).toBeNull();
  });

  it('mounts every waiting widget at the first key press (Tab and find-in-page reach the page)', async () => {
    render(<Page />);
    fireEvent.keyDown(window, { key: 'Tab' });
    // One widget per frame.
    await screen.findByText('Row');
    expect(await screen.findByText('Footer')).toBeInTheDocument();
  });

  it('leaves the page waiting while keys are typed into a field or pressed in a dialog', async () => {
    render(<Page />);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    const field = document.createElement('input');
    document.body.append(field, dialog);
    fireEvent.keyDown(field, { key: 'b' });
    fireEvent.keyDown(dialog, { key: 'Tab' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Row')).toBeNull();
    // A key on the page itself still brings the whole page.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByText('Footer')).toBeInTheDocument();
    field.remove();
    dialog.remove();
  });

  it('stays mounted once shown', async () => {
    const { rerender } = render(<Page />);
    act(() => HandObserver.show('site-footer'));
    await screen.findByText('Footer');
    rerender(<Page />);
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });

  it('starts a page afresh after a reset, whatever step the page before left pending', async () => {
    const first = render(<Page />);
    act(() => HandObserver.show('site-footer'));
    expect(screen.getByText('Footer')).toBeInTheDocument();
    // The footer's commit has queued the next step; the page goes before that step runs.
    first.unmount();
    HandObserver.all = [];
    resetDeferredEntries();
    render(<Page />);
    await act(async () => HandObserver.show('game-row'));
    expect(screen.getByText('Row')).toBeInTheDocument();
  });

  it('mounts widgets that come near together one after the other, each once the one before has', async () => {
    // The next mount comes in a task of its own (a timer), held here until the test lets it go.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { container } = render(<Page />);
      await act(async () => {
        HandObserver.show('game-row');
        HandObserver.show('site-footer');
      });
      // The first renders; the second waits until it has committed.
      expect(screen.getByText('Row')).toBeInTheDocument();
      expect(screen.queryByText('Footer')).toBeNull();
      expect(container.querySelector('[data-widget="site-footer"]')).not.toBeNull();
      await act(async () => vi.advanceTimersByTime(0));
      expect(screen.getByText('Footer')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
