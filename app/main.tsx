// The app of this build: the runtime started with the widget catalogue. The runtime knows no
// widget; this module and app/server-entry.tsx are the only ones that name both.
import { startClient } from '../runtime/app/start-client.tsx';
import { widgets } from '../widgets/index.ts';

startClient(widgets);
