import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import type { HeaderLink } from './header-links.ts';
import { TopMenu } from './top-menu.tsx';

const links: HeaderLink[] = ['Lobby', 'Promotions', 'Tournaments', 'VIP club', 'Lotteries'].map((label) => ({
  key: label.toLowerCase(),
  label,
  href: `/${label.toLowerCase()}`,
  external: false,
}));

/** The row is `width` wide; every item and the More button are 100 px. */
function layout(width: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 100 } as DOMRect);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = () => screen.getByRole('navigation').querySelector('ul');

describe('the top menu', () => {
  it('puts what does not fit under More', () => {
    layout(320);
    renderWithProviders(<TopMenu links={links} />);
    expect(row()?.className).not.toContain('unmeasured');
    expect(screen.getByRole('link', { name: 'Lobby' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lotteries' })).toBeNull();
    expect(screen.getByRole('button', { name: /More/ })).toBeTruthy();
  });

  it('leaves a hidden row (a phone’s, no width) as it is, without rendering the menu again', () => {
    layout(0);
    renderWithProviders(<TopMenu links={links} />);
    expect(row()?.className).toContain('unmeasured');
    for (const { label } of links) expect(screen.getByRole('link', { name: label })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /More/ })).toBeNull();
  });
});
