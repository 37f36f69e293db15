import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePlayer } from '../../runtime/queries/index.ts';
import { needsSupportPopup } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/define-widget.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { Spinner } from '../../runtime/ui/index.ts';
import { onOpenChat } from './open-requests.ts';
import type { SupportChatProps } from './support-chat.schema.ts';
import './support-chat.css';

// The panels load when first needed: the shell carries only the listener.
const panels = () => import('./support-panels.tsx');
const ChatDialog = lazy(() => panels().then((m) => ({ default: m.ChatDialog })));
const SupportPage = lazy(() => panels().then((m) => ({ default: m.SupportPage })));
const SupportPopup = lazy(() => panels().then((m) => ({ default: m.SupportPopup })));

/** The name of the support popup (a slot of the `modals` layout). */
export const SUPPORT_POPUP = 'support';

/** Opens the support popup once per page load for a player who has not accepted the terms (spec §6). */
function useTermsPopup(): void {
  const player = usePlayer().data ?? null;
  const open = useModalStore((s) => s.open);
  const shownFor = useRef<number | null>(null);
  useEffect(() => {
    if (!player || !needsSupportPopup(player) || shownFor.current === player.id) return;
    shownFor.current = player.id;
    open(SUPPORT_POPUP);
  }, [player, open]);
}

/** Listens for the chat buttons and #chat; the dialog is mounted from its first opening on. */
function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(
    () =>
      onOpenChat(() => {
        setOpened(true);
        setOpen(true);
      }),
    [],
  );
  useTermsPopup();
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

const loading = (
  <div className="cr-support-chat__state">
    <Spinner />
  </div>
);

export default function SupportChat({ props, slot }: WidgetRenderProps<SupportChatProps>) {
  const mode = props.mode ?? 'dialog';
  if (mode === 'dialog') return <ChatLauncher />;
  return (
    <Suspense fallback={loading}>{mode === 'page' ? <SupportPage /> : <SupportPopup slot={slot} />}</Suspense>
  );
}
