import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { bus } from '../state/event-bus.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { endHydrationTurn, hydrationTurn } from './hydration-turns.ts';
import { markHydrated, markHydrating, useMarkHydrated, widgetsHydrateInTurns } from './page-hydration.ts';

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
  useEffect(() => endHydrationTurn(id), [id]);
  return null;
}

/** While a server-rendered page hydrates, the widget's content waits for its turn (hydration-turns.ts). */
function HydrationTurn({ id }: { id: string }) {
  const hydrated = useHydrated();
  if (!hydrated && widgetsHydrateInTurns()) use(hydrationTurn(id));
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
  useEffect(
    () => () => {
      markHydrated(id);
      endHydrationTurn(id);
    },
    [id],
  );
  return (
    <>
      <HydratingProbe id={id} />
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
          <HydrationTurn id={id} />
          <HydrationMark id={id} />
          {children}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

/**
 * Notes, while its boundary hydrates, that the boundary has yet to finish. A leaf of its own: the
 * render that follows hydration (useHydrated turning true) is this component's alone, not the
 * boundary's and its widget's, all of them in one synchronous task.
 */
function HydratingProbe({ id }: { id: string }) {
  if (!useHydrated()) markHydrating(id);
  return null;
}

function WidgetFailedNotice({ type }: { type: string }) {
  return (
    <div role="note" className="cr-widget-notice">
      Widget “{type}” failed to render.
    </div>
  );
}
