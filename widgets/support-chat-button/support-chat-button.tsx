import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/slots/define-widget.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { IconButton } from '../../runtime/ui/index.ts';
import type { SupportChatButtonProps } from './support-chat-button.schema.ts';
import './support-chat-button.css';

export default function SupportChatButton({ props }: WidgetRenderProps<SupportChatButtonProps>) {
  const { t } = useTranslation();
  return (
    <IconButton
      icon="chat"
      variant="primary"
      size="l"
      className="cr-support-chat-button"
      label={t(props.labelKey ?? 'SUPPORT_CHAT.OPEN')}
      onClick={() => bus.emit('open-chat')}
    />
  );
}
