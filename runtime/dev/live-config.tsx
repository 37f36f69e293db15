import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfigErrorOverlay } from './config-error-overlay.tsx';
import {
  applyRefresh,
  LIVE_EVENTS_PATH,
  nextProblems,
  parseLiveConfigEvent,
  planRefresh,
  refreshAllContent,
  type ConfigProblem,
} from './live-config-events.ts';

const reloadPage = () => window.location.reload();

/**
 * Live configuration in development (`npm run dev`): listens to the server's stream of brands/
 * edits, refreshes what a valid edit changed, and shows the overlay while an edit is broken.
 * Rendered only when import.meta.env.DEV (runtime/app/site-root.tsx): never in a production build.
 */
export default function LiveConfig({ reload = reloadPage }: { reload?: () => void }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ConfigProblem[]>([]);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // EventSource reconnects by itself, e.g. after the server restarted.
    const source = new EventSource(LIVE_EVENTS_PATH);
    let connections = 0;
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseLiveConfigEvent(message.data);
      if (!event) return;
      if (event.type === 'config-state') {
        connections += 1;
        // Back after a drop: the files may have changed meanwhile.
        if (connections > 1) refreshAllContent(queryClient);
      }
      if (event.type === 'config-changed') applyRefresh(queryClient, planRefresh(event.files), reload);
      if (event.type === 'config-error') setDismissed(false);
      setProblems((current) => nextProblems(current, event));
    };
    return () => source.close();
  }, [queryClient, reload]);

  return <ConfigErrorOverlay problems={problems} open={!dismissed} onClose={() => setDismissed(true)} />;
}
