import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../runtime/slots/render-widget.tsx';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { restrictedGeoNotice } from './index.ts';

describe('restricted-geo notice', () => {
  afterEach(() => useToastStore.getState().clear());

  it('shows the persistent OOPS.RESTRICTED_GEO toast once, however often it renders', async () => {
    await renderWidget(restrictedGeoNotice, undefined, { context: { restriction: 'partial' } });
    await renderWidget(restrictedGeoNotice, undefined, { context: { restriction: 'partial' } });
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ messageKey: 'OOPS.RESTRICTED_GEO', persistent: true, kind: 'warning' });
  });

  it('renders nothing on the page itself', async () => {
    const view = await renderWidget(restrictedGeoNotice);
    expect(view.container.innerHTML).toBe('');
  });
});
