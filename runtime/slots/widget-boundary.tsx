import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { bus } from '../state/event-bus.ts';

interface WidgetBoundaryProps {
  slot: string;
  type: string;
  brand: string;
  /** When one of these changes, a failed widget tries again. */
  resetKeys: unknown[];
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Every widget renders inside its own boundary: a failure is reported once on the bus and the
 * rest of the page stays.
 */
export function WidgetBoundary({
  slot,
  type,
  brand,
  resetKeys,
  fallback = null,
  children,
}: WidgetBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallbackRender={() => (import.meta.env.PROD ? null : <WidgetFailedNotice type={type} />)}
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
      <Suspense fallback={fallback}>{children}</Suspense>
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
