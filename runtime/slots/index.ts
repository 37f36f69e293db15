// Public entry of the widget contract: how a widget declares itself, how its stored props are
// migrated and completed, and whether the page has hydrated. The registry and <Slot> are the
// runtime's own.
export {
  defineWidget,
  widgetExamples,
  type AnyWidgetDefinition,
  type WidgetDefinition,
  type WidgetMigration,
  type WidgetRenderProps,
} from './define-widget.ts';
export { FIRST_PROPS_VERSION, migrateProps, prepareProps } from './prepare-props.ts';
export { usePageHydrated } from './page-hydration.ts';
