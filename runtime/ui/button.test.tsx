import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { IconButton } from './icon-button.tsx';

describe('Button', () => {
  it('renders a link for an internal href and navigates inside the app', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Button href="/deposit">Deposit</Button>} />
          <Route path="/deposit" element={<h1>Cashbox</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link.getAttribute('href')).toBe('/deposit');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Cashbox' })).toBeTruthy();
  });

  it('opens an external href in a new tab', () => {
    render(<Button href="https://sports.example.com/">Sports</Button>);
    const link = screen.getByRole('link', { name: 'Sports' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders a disabled link that cannot be followed', () => {
    render(
      <Button href="/deposit" disabled>
        Deposit
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('aria-disabled')).toBe('true');
  });

  it('is a plain button by default and ignores clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Exchange now</Button>);
    const button = screen.getByRole('button', { name: /Exchange now/ });
    expect(button.getAttribute('type')).toBe('button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} loading>
        Exchange now
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Withdraw
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label although it shows only an icon', () => {
    render(<IconButton icon="search" label="Search games" />);
    const button = screen.getByRole('button', { name: 'Search games' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
