import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { pwaInstallGuide } from './index.ts';

describe('PWA install guide', () => {
  it('walks iOS visitors through the share sheet', async () => {
    await renderWidget(pwaInstallGuide, { platform: 'ios' });
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toEqual([
      "Tap the Share button in Safari's toolbar.",
      'Scroll down and tap “Add to Home Screen”.',
      'Tap “Add” in the top-right corner.',
    ]);
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  });

  it('explains the browser menu on Android when the browser has not offered installation', async () => {
    await renderWidget(pwaInstallGuide, { platform: 'android' });
    expect(screen.getByText('Open the browser menu (⋮).')).toBeTruthy();
  });
});
