import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyImage } from './lazy-image.tsx';

describe('LazyImage', () => {
  it('reserves its size and loads lazily', () => {
    render(
      <LazyImage
        src="/assets/generated/game/netent/starburst.svg"
        alt="Starburst"
        width={240}
        height={180}
      />,
    );
    const img = screen.getByRole('img', { name: 'Starburst' });
    expect(img.getAttribute('width')).toBe('240');
    expect(img.getAttribute('height')).toBe('180');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('loads the main banner eagerly with high priority', () => {
    render(
      <LazyImage
        src="/assets/generated/banner/welcome.svg"
        alt="Welcome"
        width={1200}
        height={400}
        fetchPriority="high"
      />,
    );
    const img = screen.getByRole('img', { name: 'Welcome' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the alt text in the same box when the image fails', () => {
    render(<LazyImage src="/missing.svg" alt="Book of Dead" width={240} height={180} />);
    fireEvent.error(screen.getByRole('img', { name: 'Book of Dead' }));
    const placeholder = screen.getByRole('img', { name: 'Book of Dead' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.textContent).toBe('Book of Dead');
    expect(placeholder.style.aspectRatio).toBe('240 / 180');
  });

  it('tries again when a failed image is given a new address', () => {
    const { rerender } = render(<LazyImage src="/missing.svg" alt="Game" width={240} height={180} />);
    fireEvent.error(screen.getByRole('img', { name: 'Game' }));
    rerender(<LazyImage src="/other.svg" alt="Game" width={240} height={180} />);
    expect(screen.getByRole('img', { name: 'Game' }).tagName).toBe('IMG');
  });
});
