import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** Gives the track a layout (happy-dom has none): 1000 px of content in a 300 px window. */
function layOut(scrollLeft = 0) {
  const track = document.querySelector<HTMLElement>('.cr-carousel__track')!;
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  track.scrollLeft = scrollLeft;
  fireEvent.scroll(track);
  return { track, scrollTo };
}

const slides = ['Evolution', 'Pragmatic Play', 'NetEnt', 'Play’n GO', 'Yggdrasil'].map((name) => (
  <a key={name} href={`/producers/${name}`}>
    {name}
  </a>
));

describe('Carousel', () => {
  it('disables "previous" at the start and moves one visible page with "next"', () => {
    render(<Carousel label="Providers">{slides}</Carousel>);
    const { scrollTo } = layOut();
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    fireEvent.scroll(document.querySelector('.cr-carousel__track')!);
    expect(previous.disabled).toBe(false);
    fireEvent.click(previous);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('disables "next" once the last page is in view', () => {
    render(<Carousel label="Providers">{slides}</Carousel>);
    layOut(700);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('makes a scrollable strip without links reachable by keyboard, but adds no extra stop to links', () => {
    const { unmount } = render(
      <Carousel label="Awards">
        {['2024', '2025'].map((year) => (
          <div key={year}>{year}</div>
        ))}
      </Carousel>,
    );
    expect(layOut().track.getAttribute('tabindex')).toBe('0');
    unmount();
    render(<Carousel label="Providers">{slides}</Carousel>);
    expect(layOut().track.hasAttribute('tabindex')).toBe(false);
  });

  it('labels each slide with its position', () => {
    render(<Carousel label="Providers">{slides}</Carousel>);
    expect(screen.getByRole('region', { name: 'Providers' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')[1]!.getAttribute('aria-label')).toBe('Slide 2 of 5');
  });

  it('advances every 10 seconds with autoplay and returns to the start after the last page', () => {
    vi.useFakeTimers();
    render(
      <Carousel label="Banners" autoplay>
        {slides}
      </Carousel>,
    );
    const { scrollTo } = layOut(400);
    act(() => vi.advanceTimersByTime(9_999));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 700 }));
    fireEvent.scroll(document.querySelector('.cr-carousel__track')!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }));
  });

  it('pauses autoplay while the pointer is over it', () => {
    vi.useFakeTimers();
    render(
      <Carousel label="Banners" autoplay>
        {slides}
      </Carousel>,
    );
    const { scrollTo } = layOut();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Banners' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.pointerLeave(screen.getByRole('region', { name: 'Banners' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does not autoplay for a player who prefers reduced motion', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => {
      const list = original.call(window, query);
      return Object.defineProperty(list, 'matches', { value: query.includes('prefers-reduced-motion') });
    }) as typeof window.matchMedia;
    try {
      render(
        <Carousel label="Banners" autoplay>
          {slides}
        </Carousel>,
      );
      const { scrollTo } = layOut();
      act(() => vi.advanceTimersByTime(30_000));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = original;
    }
  });

  it('pauses autoplay while a slide has keyboard focus', () => {
    vi.useFakeTimers();
    render(
      <Carousel label="Banners" autoplay>
        {slides}
      </Carousel>,
    );
    const { scrollTo } = layOut();
    act(() => screen.getByRole('link', { name: 'NetEnt' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to a slide when its dot is pressed and marks the current dot', () => {
    render(
      <Carousel label="Awards" dots>
        {slides}
      </Carousel>,
    );
    const { track, scrollTo } = layOut();
    const third = track.children[2] as HTMLElement;
    Object.defineProperty(third, 'offsetLeft', { configurable: true, value: 520 });
    const dots = screen.getAllByRole('button', { name: /^Slide/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(dots[2]!);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 520 }));
    fireEvent.scroll(track);
    expect(dots[2]!.getAttribute('aria-current')).toBe('true');
  });
});
