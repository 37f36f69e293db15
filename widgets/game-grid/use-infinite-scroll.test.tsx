import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

/** A stand-in observer that reports the sentinel as in range as soon as it observes it. */
class InRangeObserver {
  static created = 0;
  constructor(private readonly callback: IntersectionObserverCallback) {
    InRangeObserver.created += 1;
  }
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  disconnect() {}
}

function List({ onReach, enabled, loaded }: { onReach: () => void; enabled: boolean; loaded: number }) {
  const sentinel = useInfiniteScroll<HTMLDivElement>(onReach, enabled, loaded);
  return <div ref={sentinel} />;
}

afterEach(() => {
  InRangeObserver.created = 0;
});

describe('useInfiniteScroll', () => {
  it('asks for the next page again when a page arrives and the end is still in range', () => {
    vi.stubGlobal('IntersectionObserver', InRangeObserver);
    const onReach = vi.fn();
    const view = render(<List onReach={onReach} enabled loaded={1} />);
    expect(onReach).toHaveBeenCalledTimes(1);
    // While the page loads the caller disables the observer; when it arrives it re-arms.
    view.rerender(<List onReach={onReach} enabled={false} loaded={1} />);
    view.rerender(<List onReach={onReach} enabled loaded={2} />);
    expect(onReach).toHaveBeenCalledTimes(2);
    expect(InRangeObserver.created).toBe(2);
  });

  it('does not observe while disabled (no next page or an error)', () => {
    vi.stubGlobal('IntersectionObserver', InRangeObserver);
    const onReach = vi.fn();
    render(<List onReach={onReach} enabled={false} loaded={3} />);
    expect(onReach).not.toHaveBeenCalled();
  });
});
