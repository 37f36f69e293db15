import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { CAROUSEL_AUTOPLAY_MS } from './constants.ts';
import { tabbableElements } from './dialog-behaviour.ts';
import { IconButton } from './icon-button.tsx';
import { usePrefersReducedMotion } from './use-media-query.ts';
import { useUiLabels } from './ui-labels.tsx';
import './carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** Each child is one slide. */
  children: ReactNode;
  /** Heading shown left of the arrows. */
  title?: ReactNode;
  /** Extra header content before the arrows (e.g. a "show all" link). */
  actions?: ReactNode;
  /** Advances one page every 10 s (spec §9); paused on hover, focus and reduced motion. */
  autoplay?: boolean;
  /** One dot per slide under the track. */
  dots?: boolean;
  /** Width of a slide as a CSS length (default: the slide's own width). */
  slideWidth?: string;
  className?: string;
}

interface ScrollState {
  atStart: boolean;
  atEnd: boolean;
  index: number;
}

function readScroll(track: HTMLElement): ScrollState {
  const { scrollLeft, scrollWidth, clientWidth } = track;
  const slides = [...track.children] as HTMLElement[];
  let index = 0;
  let best = Infinity;
  slides.forEach((slide, i) => {
    const distance = Math.abs(slide.offsetLeft - scrollLeft);
    if (distance < best) {
      best = distance;
      index = i;
    }
  });
  return { atStart: scrollLeft <= 1, atEnd: scrollLeft + clientWidth >= scrollWidth - 1, index };
}

/**
 * A horizontal list on CSS scroll snap: swipe or scroll natively, or use the arrows, which move
 * one visible page. Optional dots and autoplay.
 */
export function Carousel({
  label,
  children,
  title,
  actions,
  autoplay,
  dots,
  slideWidth,
  className,
}: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [scroll, setScroll] = useState<ScrollState>({ atStart: true, atEnd: false, index: 0 });
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const reducedMotion = usePrefersReducedMotion();
  const labels = useUiLabels();
  const slides = Children.toArray(children);
  const count = slides.length;

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setScroll(readScroll(track));
    // A scrollable strip of plain content (no links) must still be reachable by keyboard.
    const needsStop = track.scrollWidth > track.clientWidth && tabbableElements(track).length === 0;
    if (needsStop) track.tabIndex = 0;
    else track.removeAttribute('tabindex');
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // Until the first reading, a strip without links is taken as scrollable: reachable by keyboard
    // from its first commit, not only once the observer has reported (no layout read here).
    if (tabbableElements(track).length === 0) track.tabIndex = 0;
    // A ResizeObserver reports the track once laid out, so the first reading needs no layout of
    // its own; reading it here, in the commit, would force one per carousel on the first view.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(track);
    else update();
    track.addEventListener('scroll', update, { passive: true });
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update, count]);

  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
  const page = useCallback(
    (direction: 1 | -1, wrap = false) => {
      const track = trackRef.current;
      if (!track) return;
      const state = readScroll(track);
      if (wrap && direction === 1 && state.atEnd) track.scrollTo({ left: 0, behavior });
      else track.scrollTo({ left: track.scrollLeft + direction * track.clientWidth, behavior });
    },
    [behavior],
  );

  const running = autoplay && !reducedMotion && !paused.hover && !paused.focus && count > 1;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') page(1, true);
    }, CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [running, page]);

  const scrollable = !(scroll.atStart && scroll.atEnd);
  return (
    <section
      className={className ? `cr-carousel ${className}` : 'cr-carousel'}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onPointerLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setPaused((p) => ({ ...p, focus: false }));
      }}
    >
      {(title || actions || scrollable) && (
        <div className="cr-carousel__header">
          {title && <div className="cr-carousel__title">{title}</div>}
          {actions}
          {scrollable && (
            <div className="cr-carousel__nav">
              <IconButton
                icon="chevron-left"
                label={labels.previous}
                size="s"
                variant="secondary"
                disabled={scroll.atStart}
                onClick={() => page(-1)}
              />
              <IconButton
                icon="chevron-right"
                label={labels.next}
                size="s"
                variant="secondary"
                disabled={scroll.atEnd}
                onClick={() => page(1)}
              />
            </div>
          )}
        </div>
      )}
      <ul
        ref={trackRef}
        className="cr-carousel__track"
        style={slideWidth ? ({ '--cr-carousel-slide': slideWidth } as CSSProperties) : undefined}
      >
        {slides.map((slide, i) => (
          <li
            // Children.toArray keys each element by its own key, so slides keep their state.
            key={isValidElement(slide) && slide.key !== null ? slide.key : i}
            className="cr-carousel__slide"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, count)}
          >
            {slide}
          </li>
        ))}
      </ul>
      {dots && count > 1 && (
        <div className="cr-carousel__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="cr-carousel__dot"
              aria-label={labels.slide(i + 1, count)}
              aria-current={i === scroll.index ? 'true' : undefined}
              onClick={() => {
                const slide = trackRef.current?.children[i] as HTMLElement | undefined;
                if (slide) trackRef.current?.scrollTo({ left: slide.offsetLeft, behavior });
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
