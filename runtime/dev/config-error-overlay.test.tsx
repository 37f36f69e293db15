import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { ConfigErrorOverlay } from './config-error-overlay.tsx';
import type { ConfigProblem } from './live-config-events.ts';

const broken: ConfigProblem = {
  file: 'brands/_base/cms/config/banners-config.json',
  line: 3,
  column: 16,
  message: 'invalid JSON: value expected',
  rule: 'json/syntax',
  frame: ['  2 |   "banners": [', '> 3 |     { "title": }', '    |                ^'].join('\n'),
};

describe('ConfigErrorOverlay', () => {
  it('names each problem by file:line:col, its message and rule, with the code around it', () => {
    renderWithProviders(<ConfigErrorOverlay problems={[broken]} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: '1 broken configuration edit' });
    expect(dialog).toHaveTextContent('brands/_base/cms/config/banners-config.json:3:16');
    expect(dialog).toHaveTextContent('invalid JSON: value expected');
    expect(dialog).toHaveTextContent('Rule json/syntax');
    expect(dialog).toHaveTextContent('The page keeps showing the last good version until the file is fixed.');
    expect(dialog.querySelector('pre')?.textContent).toBe(broken.frame);
  });

  it('counts the problems in its title', () => {
    const other = { ...broken, file: 'brands/nova/brand.json', rule: 'schema/required' };
    renderWithProviders(<ConfigErrorOverlay problems={[broken, other]} open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: '2 broken configuration edits' })).toHaveTextContent(
      'brands/nova/brand.json:3:16',
    );
  });

  it('is dismissed with Escape or its close button', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ConfigErrorOverlay problems={[broken]} open onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows nothing without problems, or once dismissed', () => {
    const empty = renderWithProviders(<ConfigErrorOverlay problems={[]} open onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    empty.unmount();
    renderWithProviders(<ConfigErrorOverlay problems={[broken]} open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
