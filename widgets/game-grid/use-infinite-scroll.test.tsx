import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

const VIEWPORT_HEIGHT = 800;
/** Where the sentinel is, relative to the top of the viewport (what the browser would lay out). */
let sentinelTop = 0;

/**
 * An observer that decides as the browser does: the target intersects when it lies within the
 * viewport grown by the root margin (top, right, bottom, left in px). It reports once when it
 * starts observing, then only when `move` changes the answer.
 */
class GeometricObserver {
  static all: GeometricObserver[] = [];
  private readonly margin: number[];
  private target: Element | null = null;
  private last: boolean | null = null;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.margin = (options.rootMargin ?? '0px').split(' ').map((part) => Number.parseFloat(part));
    GeometricObserver.all.push(this);
  }

  observe(target: Element) {
    this.target = target;
    this.report();
  }

  disconnect() {
    this.target = null;
  }

  report() {
    if (!this.target) return;
    const [top = 0, , bottom = top] = this.margin;
    const intersecting = sentinelTop >= -top && sentinelTop <= VIEWPORT_HEIGHT + bottom;
    if (intersecting === this.last) return;
    this.last = intersecting;
    this.callback(
      [{ isIntersecting: intersecting, target: this.target } as IntersectionObserverEntry],
      this as never,
    );
  }

  /** The page scrolled or changed: every live observer looks again. */
  static move(top: number) {
    sentinelTop = top;
    for (const observer of GeometricObserver.all) observer.report();
  }
}

function List({ onReach, enabled, loaded }: { onReach: () => void; enabled: boolean; loaded: number }) {
  const sentinel = useInfiniteScroll<HTMLDivElement>(onReach, enabled, loaded);
  return <div ref={sentinel} />;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', GeometricObserver);
  GeometricObserver.all = [];
});

afterEach(() => vi.unstubAllGlobals());

describe('useInfiniteScroll', () => {
  it('asks for the next page once the end of the list is 500 px below the viewport', () => {
    sentinelTop = VIEWPORT_HEIGHT + 2000;
    const onReach = vi.fn();
    render(<List onReach={onReach} enabled loaded={1} />);
    GeometricObserver.move(VIEWPORT_HEIGHT + 501);
    expect(onReach).not.toHaveBeenCalled();
    GeometricObserver.move(VIEWPORT_HEIGHT + 500);
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('asks for the next page when a fast scroll went past the end into the footer', () => {
    sentinelTop = VIEWPORT_HEIGHT + 2000;
    const onReach = vi.fn();
    render(<List onReach={onReach} enabled loaded={1} />);
    // Between two observations the page moved from well below the end to the footer.
    GeometricObserver.move(-900);
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('asks again when a page arrives and the end is still in range, even scrolled past', () => {
    sentinelTop = -400;
    const onReach = vi.fn();
    const view = render(<List onReach={onReach} enabled loaded={1} />);
    expect(onReach).toHaveBeenCalledTimes(1);
    // While the page loads the caller disables the observer; when it arrives it re-arms.
    view.rerender(<List onReach={onReach} enabled={false} loaded={1} />);
    view.rerender(<List onReach={onReach} enabled loaded={2} />);
    expect(onReach).toHaveBeenCalledTimes(2);
  });

  it('does not ask while a page arrived that pushed the end out of range', () => {
    sentinelTop = 600;
    const onReach = vi.fn();
    const view = render(<List onReach={onReach} enabled loaded={1} />);
    view.rerender(<List onReach={onReach} enabled={false} loaded={1} />);
    sentinelTop = VIEWPORT_HEIGHT + 1400;
    view.rerender(<List onReach={onReach} enabled loaded={2} />);
    expect(onReach).toHaveBeenCalledTimes(1);
  });

  it('does not observe while disabled (no next page, an error, or a request running)', () => {
    sentinelTop = 0;
    const onReach = vi.fn();
    render(<List onReach={onReach} enabled={false} loaded={3} />);
    GeometricObserver.move(100);
    expect(onReach).not.toHaveBeenCalled();
  });
});
