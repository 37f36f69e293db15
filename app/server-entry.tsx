// The first-view renderer of this build (`vite build --ssr app/server-entry.tsx`, loaded by
// server/site/first-view.ts): the runtime's renderer with the widget catalogue registered.
import { registerWidgets } from '../runtime/slots/registry.ts';
import { widgets } from '../widgets/index.ts';

registerWidgets(widgets);

export { renderFirstView } from '../runtime/app/first-view-renderer.tsx';
