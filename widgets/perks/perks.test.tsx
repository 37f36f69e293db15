import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { perks } from './index.ts';

describe('perks', () => {
  it('lists the configured perks with translated titles and texts', async () => {
    await renderWidget(perks, {}, { context: { locale: 'et' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Miks mängida meie juures' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kiired väljamaksed',
      'Kingitused iga päev',
      'Turniirid',
      'Tugi ööpäev läbi',
    ]);
  });

  it('renders nothing when no perk is configured', async () => {
    const view = await renderWidget(perks, { items: [] });
    expect(view.container.innerHTML).toBe('');
  });
});
