import {
  lazy,
  memo,
  useContext,
  useEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Layout, LayoutEntry } from '../../schemas/layout.schema.ts';
import type * as ValidateModule from '../config/validate.ts';
import { matchesCondition } from '../config/conditions.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { bus, type ValidationIssue } from '../state/event-bus.ts';
import type { WidgetModule, WidgetRenderProps } from './define-widget.ts';
import { DeferredEntry } from './deferred-entry.tsx';
import { prepareProps } from './prepare-props.ts';
import { RenderedWidgets } from './rendered-widgets.ts';
import { getWidget } from './registry.ts';
import { WidgetBoundary } from './widget-boundary.tsx';

type WidgetComponent = ComponentType<WidgetRenderProps<Record<string, unknown>>>;
type LazyWidget = LazyExoticComponent<WidgetComponent> | WidgetComponent;
type LoadedWidget = WidgetModule<Record<string, unknown>>;

const modules = new Map<string, Promise<LoadedWidget>>();
/** Widgets whose code has arrived: they render at once, without suspending. */
const loadedModules = new Map<string, LoadedWidget>();
const components = new Map<string, LazyWidget>();

/** The widget's code, fetched once; validation and loading run in parallel. */
function loadModule(id: string): Promise<LoadedWidget> {
  let module = modules.get(id);
  if (!module) {
    module = (getWidget(id).load() as Promise<LoadedWidget>).then((loaded) => {
      loadedModules.set(id, loaded);
      return loaded;
    });
    modules.set(id, module);
  }
  return module;
}

/**
 * Loads the code of these widgets and resolves once it is in (failures included: their
 * boundaries show them). The browser waits for the widgets of a server-rendered page before it
 * hydrates: a widget that suspended while hydrating would lose its server markup to the first
 * update that reached it, and the whole page would be rendered anew.
 */
export async function loadWidgets(ids: Iterable<string>): Promise<void> {
  const loads = [...new Set(ids)]
    .filter((id) => getWidget(id).id === id)
    .map((id) => loadModule(id).catch(() => modules.delete(id)));
  await Promise.all(loads);
}

/**
 * Starts loading a widget's code ahead of rendering (the boot does it for the first view's
 * layouts); unknown ids are ignored.
 */
export function preloadWidget(id: string): void {
  const definition = getWidget(id);
  if (definition.id !== id) return;
  loadModule(id).catch(() => {
    // Rendering retries the import and its boundary shows the failure.
    modules.delete(id);
  });
}

/**
 * Warms a widget ahead of its first render: loads its code, then starts the queries it waits for
 * (its module's `prefetch`). Unknown ids are ignored.
 */
export function warmWidget(id: string, queryClient: QueryClient): void {
  if (getWidget(id).id !== id) return;
  loadModule(id).then(
    (module) => module.prefetch?.(queryClient),
    () => modules.delete(id),
  );
}

function componentFor(id: string): LazyWidget {
  let component = components.get(id);
  if (!component) {
    component = loadedModules.get(id)?.default ?? lazy(() => loadModule(id));
    components.set(id, component);
  }
  return component;
}

const validations = new Map<string, Promise<ValidationIssue[]>>();
/** Layouts, and so widget props, were validated by the production build (see load-brand.ts). */
const PROPS_PREVALIDATED = import.meta.env.VITE_CONFIG_PREVALIDATED === 'true';
const NO_ISSUES: Promise<ValidationIssue[]> = Promise.resolve([]);
let validateModule: Promise<typeof ValidateModule> | undefined;

/** Props are checked against the widget's precompiled schema, loaded with the widget. */
function validationFor(id: string, props: Record<string, unknown>): Promise<ValidationIssue[]> {
  if (PROPS_PREVALIDATED) return NO_ISSUES;
  const key = `${id}:${JSON.stringify(props)}`;
  let validation = validations.get(key);
  if (!validation) {
    validateModule ??= import('../config/validate.ts');
    validation = validateModule.then(({ validateWidgetProps }) => validateWidgetProps(id, props));
    validations.set(key, validation);
  }
  return validation;
}

const reported = new Set<string>();

function InvalidProps({
  slot,
  entry,
  issues,
}: {
  slot: string;
  entry: LayoutEntry;
  issues: ValidationIssue[];
}) {
  useEffect(() => {
    const key = `${slot}:${entry.widget}:${JSON.stringify(entry.props ?? {})}`;
    if (reported.has(key)) return;
    reported.add(key);
    bus.emit('config-invalid', { document: `widget:${entry.widget}@${slot}`, issues });
    void import('../config/report-invalid.ts').then(({ reportInvalidDocument }) =>
      reportInvalidDocument(`widget:${entry.widget}`, issues),
    );
  }, [slot, entry, issues]);
  return null;
}

const validatedComponents = new Map<string, LazyWidget>();

/**
 * The widget as a lazy component that resolves once both its code and the validation of these
 * props are in: invalid props render the report instead of the widget. When the props need no
 * check (the build validated them) and the code is already in, the widget itself: it renders
 * without suspending. Either choice is kept for the key, so a mounted widget never changes type.
 */
function validatedComponentFor(slot: string, entry: LayoutEntry, props: Record<string, unknown>): LazyWidget {
  const key = `${slot}:${entry.widget}:${JSON.stringify(props)}`;
  let component = validatedComponents.get(key);
  const loaded = PROPS_PREVALIDATED ? loadedModules.get(entry.widget) : undefined;
  if (!component && loaded) {
    component = loaded.default;
    validatedComponents.set(key, component);
  }
  if (!component) {
    component = lazy(async () => {
      const [module, issues] = await Promise.all([
        loadModule(entry.widget),
        validationFor(entry.widget, props),
      ]);
      if (issues.length === 0) return module;
      return { default: () => <InvalidProps slot={slot} entry={entry} issues={issues} /> };
    });
    validatedComponents.set(key, component);
  }
  return component;
}

interface SlotProps {
  layout: Layout | undefined;
  name: string;
  /** Rendered while a widget's code loads. */
  fallback?: ReactNode;
  /**
   * How many of the slot's shown entries render with the first view; the rest are deferred
   * (DeferredEntry) until they near the viewport or the first key press. All, by default.
   */
  eager?: number;
}

/**
 * Renders the widgets a layout lists for this slot whose `when` holds, each lazily loaded in
 * its own boundary. Entries with invalid props are skipped and reported; the page stays.
 */
function SlotEntries({ layout, name, fallback, eager = Infinity }: SlotProps) {
  const ctx = useSiteContext();
  const rendered = useContext(RenderedWidgets);
  const entries = layout?.slots[name];
  const visible = useMemo(
    () =>
      (entries ?? []).flatMap((entry, index) => {
        if (!matchesCondition(entry.when, ctx)) return [];
        const definition = getWidget(entry.widget);
        const props = prepareProps(definition, entry.props, entry.version);
        return [
          { key: `${index}:${entry.widget}`, entry, props, missing: definition.id === 'missing-widget' },
        ];
      }),
    [entries, ctx],
  );
  if (visible.length === 0) return null;
  return (
    <>
      {visible.map(({ key, entry, props, missing }, position) => {
        const Widget = missing ? componentFor(entry.widget) : validatedComponentFor(name, entry, props);
        const boundary = (
          <WidgetBoundary
            key={key}
            slot={name}
            type={entry.widget}
            brand={ctx.brandId}
            resetKeys={[props, ctx.locale, ctx.auth]}
            fallback={fallback}
          >
            <Widget props={props} slot={name} />
          </WidgetBoundary>
        );
        if (position < eager) {
          if (!missing) rendered?.add(entry.widget);
          return boundary;
        }
        return (
          <DeferredEntry key={key} widget={entry.widget}>
            {boundary}
          </DeferredEntry>
        );
      })}
    </>
  );
}

/**
 * A slot re-renders when its layout, its name or the site context changes, not whenever the page
 * around it does: a query settling in the page view must not re-render every widget of the page.
 */
export const Slot = memo(SlotEntries);
