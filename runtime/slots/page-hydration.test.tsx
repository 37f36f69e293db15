import { act, lazy, type ComponentType } from 'react';
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
