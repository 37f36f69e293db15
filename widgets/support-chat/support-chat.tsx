import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatMessageUpdates, usePlayer } from '../../runtime/queries/index.ts';
import { needsSupportPopup } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { IconButton, Spinner } from '../../runtime/ui/index.ts';
import { chatRequest } from './open-requests.ts';
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
  useEffect(() => {
    const openChat = () => {
      chatRequest.pending = false;
      setOpened(true);
      setOpen(true);
    };
    if (chatRequest.pending) openChat();
    bus.on('open-chat', openChat);
    return () => bus.off('open-chat', openChat);
  }, []);
  useTermsPopup();
  useChatMessageUpdates();
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

/** The floating chat button: the overlay slot places it in the corner, above the bottom bar. */
function FloatingButton() {
  const { t } = useTranslation();
  return (
    <IconButton
      icon="chat"
      variant="primary"
      size="l"
      className="cr-support-chat-button"
      label={t('SUPPORT_CHAT.OPEN')}
      onClick={() => bus.emit('open-chat')}
    />
  );
}

export default function SupportChat({ props, slot }: WidgetRenderProps<SupportChatProps>) {
  const { mode } = props;
  if (mode === 'dialog') return <ChatLauncher />;
  if (mode === 'button') return <FloatingButton />;
  return (
    <Suspense fallback={loading}>{mode === 'page' ? <SupportPage /> : <SupportPopup slot={slot} />}</Suspense>
  );
}
