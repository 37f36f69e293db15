import { createElement } from 'react';
import type { AnyWidgetDefinition, WidgetDefinition } from './define-widget.ts';
import { MissingWidgetNotice } from './missing-widget.tsx';

const widgets = new Map<string, AnyWidgetDefinition>();

/** Registers the widget catalogue (called once at boot, and by tests). */
export function registerWidgets(definitions: readonly AnyWidgetDefinition[]): void {
  for (const definition of definitions) {
    if (widgets.has(definition.id) && widgets.get(definition.id) !== definition) {
      throw new Error(`Widget id "${definition.id}" is registered twice`);
    }
    widgets.set(definition.id, definition);
  }
}

export function clearWidgets(): void {
  widgets.clear();
}

export function hasWidget(id: string): boolean {
  return widgets.has(id);
}

/**
 * The definition of a widget. Never undefined: an unknown id gets a `missing-widget`
 * definition that renders a notice in development and nothing in production.
 */
export function getWidget(id: string): AnyWidgetDefinition {
  return widgets.get(id) ?? missingWidget(id);
}

const missing = new Map<string, AnyWidgetDefinition>();

export function missingWidget(id: string): AnyWidgetDefinition {
  let definition = missing.get(id);
  if (!definition) {
    const created: WidgetDefinition<{ type: 'object' }, Record<string, unknown>> = {
      id: 'missing-widget',
      version: 1,
      props: { type: 'object' },
      defaults: {},
      migrations: [],
      example: {},
      load: () =>
        Promise.resolve({
          default: () => createElement(MissingWidgetNotice, { id }),
        }),
    };
    definition = created as AnyWidgetDefinition;
    missing.set(id, definition);
  }
  return definition;
}
