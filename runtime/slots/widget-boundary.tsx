import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { bus } from '../state/event-bus.ts';
import { isHydratingPage, markHydrated, markHydrating, useMarkHydrated } from './page-hydration.ts';

interface WidgetBoundaryProps {
  slot: string;
  type: string;
  brand: string;
  /** When one of these changes, a failed widget tries again. */
  resetKeys: unknown[];
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders nothing; tells the page that the boundary it sits in has hydrated (page-hydration.ts). */
function HydrationMark({ id }: { id: string }) {
  useMarkHydrated(id);
  return null;
}

/**
 * Every widget renders inside its own boundary: a failure is reported once on the bus and the
 * rest of the page stays. A server-rendered widget's boundary hydrates after the page's shell;
 * the page knows when all of them have (usePageHydrated).
 */
export function WidgetBoundary({
  slot,
  type,
  brand,
  resetKeys,
  fallback = null,
  children,
}: WidgetBoundaryProps) {
  const id = useId();
  if (isHydratingPage()) markHydrating(id);
  useEffect(() => () => markHydrated(id), [id]);
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={() => (
        <>
          <HydrationMark id={id} />
          {import.meta.env.PROD ? null : <WidgetFailedNotice type={type} />}
        </>
      )}
      onError={(error) =>
        bus.emit('widget-error', {
          origin: 'widget',
          type,
          slot,
          brand,
          message: error instanceof Error ? error.message : String(error),
        })
      }
    >
      <Suspense fallback={fallback}>
        <HydrationMark id={id} />
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

function WidgetFailedNotice({ type }: { type: string }) {
  return (
    <div role="note" className="cr-widget-notice">
      Widget “{type}” failed to render.
    </div>
  );
}
