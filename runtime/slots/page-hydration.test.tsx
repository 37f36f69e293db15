import { act, lazy, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginHydration,
  MAX_HYDRATION_WAIT_MS,
  markHydrating,
  resetPageHydration,
  usePageHydrated,
  useRootHydrated,
} from './page-hydration.ts';
import { PAGE_LIVE_ATTRIBUTE } from '../ssr/first-view-contract.ts';
import { WidgetBoundary } from './widget-boundary.tsx';
import { resetHydrationTurns } from './hydration-turns.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(usePageHydrated());
  return null;
}

const Widget = () => <p>widget</p>;

function Page({ widget, seen }: { widget: ComponentType; seen: boolean[] }) {
  useRootHydrated();
  const Content = widget;
  return (
    <div>
      <Probe seen={seen} />
      <WidgetBoundary slot="main" type="test" brand="nova" resetKeys={[]}>
        <Content />
      </WidgetBoundary>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  resetPageHydration();
  resetHydrationTurns();
  vi.useRealTimers();
});

describe('usePageHydrated', () => {
  it('is true at once on a page the browser rendered itself', () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Probe seen={seen} />);
    });
    // Nothing was server-rendered in a widget boundary: nothing to wait for.
    expect(seen.at(-1)).toBe(true);
  });

  it("turns true only once a server-rendered widget's boundary has hydrated, which waits for its code", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page widget={Widget} seen={[]} />);
    document.body.append(container);
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const Late = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const seen: boolean[] = [];

    await act(async () => {
      beginHydration(container);
      root = hydrateRoot(container, <Page widget={Late} seen={seen} />);
    });
    // The shell has hydrated and runs; the widget still waits for its code.
    expect(seen.at(-1)).toBe(false);
    expect(container.hasAttribute(PAGE_LIVE_ATTRIBUTE)).toBe(false);

    await act(async () => arrive({ default: Widget }));
    expect(seen.at(-1)).toBe(true);
    // Clicks now go to React's handlers (runtime/app/early-clicks.ts).
    expect(container.hasAttribute(PAGE_LIVE_ATTRIBUTE)).toBe(true);
    expect(container.textContent).toBe('widget');
  });

  it('stops waiting for a boundary that never hydrates after the longest wait', () => {
    vi.useFakeTimers();
    const seen: boolean[] = [];
    markHydrating('a boundary React threw away');
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Probe seen={seen} />);
    });
    expect(seen.at(-1)).toBe(false);
    act(() => vi.advanceTimersByTime(MAX_HYDRATION_WAIT_MS));
    expect(seen.at(-1)).toBe(true);
  });
});

describe('the widgets of a server-rendered page', () => {
  function Named({ name, log }: { name: string; log: string[] }) {
    useEffect(() => void log.push(name), [log, name]);
    return <p>{name}</p>;
  }

  function TwoWidgets({ log }: { log: string[] }) {
    useRootHydrated();
    return (
      <div>
        {['first', 'second'].map((name) => (
          <WidgetBoundary key={name} slot="main" type={name} brand="nova" resetKeys={[]}>
            <Named name={name} log={log} />
          </WidgetBoundary>
        ))}
      </div>
    );
  }

  it('hydrate one at a time, each in a task of its own, keeping the server’s markup meanwhile', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TwoWidgets log={[]} />);
    document.body.append(container);
    const second = container.querySelectorAll('p')[1];
    const log: string[] = [];
    // The next turn comes in a task of its own (a timer): held back here until the test lets it go,
    // however long act's own waiting takes on a busy machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    await act(async () => {
      beginHydration(container);
      root = hydrateRoot(container, <TwoWidgets log={log} />);
    });
    expect(log).toEqual(['first']);
    expect(container.textContent).toBe('firstsecond');
    expect(container.hasAttribute(PAGE_LIVE_ATTRIBUTE)).toBe(false);

    await act(async () => vi.advanceTimersByTime(0));
    expect(log).toEqual(['first', 'second']);
    // Hydrated, not rendered again: the very element the server wrote.
    expect(container.querySelectorAll('p')[1]).toBe(second);
    expect(container.hasAttribute(PAGE_LIVE_ATTRIBUTE)).toBe(true);
  });
});
