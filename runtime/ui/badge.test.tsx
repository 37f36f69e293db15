import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeCount } from './badge.tsx';

describe('Badge', () => {
  it('caps a count at the given maximum', () => {
    expect(badgeCount(12, 9)).toBe('9+');
    expect(badgeCount(9, 9)).toBe('9');
    expect(badgeCount(120)).toBe('120');
  });

  it('shows nothing for a count of zero', () => {
    const { container } = render(<Badge count={0} max={9} />);
    expect(container.innerHTML).toBe('');
  });

  it('reads out an accessible label instead of the bare number', () => {
    render(<Badge count={14} max={9} label="14 new notifications" />);
    expect(screen.getByText('9+').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('14 new notifications')).toBeTruthy();
  });

  it('shows a text label such as a promo label', () => {
    render(<Badge tone="primary">VIP</Badge>);
    expect(screen.getByText('VIP').className).toContain('cr-badge--primary');
  });
});
