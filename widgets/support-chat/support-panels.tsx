import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { filterByCondition } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDate } from '../../runtime/i18n/index.ts';
import {
  ApiError,
  useChatMessages,
  useChatRestoreId,
  useConfig,
  useManager,
  usePlayer,
  useRetryWait,
  useSendChatMessage,
  useSendContactMessage,
  type ChatMessage,
  type Player,
} from '../../runtime/queries/index.ts';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  isVip,
  needsSupportPopup,
  supportChatKind,
  validation,
} from '../../runtime/rules/index.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  Field,
  Button,
  FormAlert,
  FormWait,
  LazyImage,
  Modal,
  Skeleton,
  Spinner,
  TextField,
} from '../../runtime/ui/index.ts';

const MANAGER_AVATAR_PX = 56;
/** What a forbidden answer means here: the player is no longer in the live-chat group. */
const FORBIDDEN = 403;

/** The support contacts of the brand's footer document (its `when` rules apply here too). */
function useSupportContacts(): { email: string | null; phone: string | null } {
  const ctx = useSiteContext();
  const footer = useConfig('footer').data;
  const pick = <K extends 'address' | 'number'>(entries: unknown, key: K): string | null => {
    const list = (Array.isArray(entries) ? entries : []) as (Record<K, string> & { when?: unknown })[];
    return filterByCondition(list, ctx)[0]?.[key] ?? null;
  };
  return { email: pick(footer?.emails, 'address'), phone: pick(footer?.phones, 'number') };
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The VIP player's own manager (spec §6) with every way to reach them; nothing for other players. */
function ManagerCard() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const vip = isVip(ctx.groups);
  const manager = useManager(ctx.groups, vip);
  const titleId = useId();
  if (!vip) return null;
  if (manager.isPending) {
    return (
      <div className="cr-support-chat__manager" role="status" aria-label={t('SUPPORT_CHAT.MANAGER.LOADING')}>
        <Skeleton shape="circle" width={MANAGER_AVATAR_PX} height={MANAGER_AVATAR_PX} />
        <Skeleton shape="text" width="60%" />
      </div>
    );
  }
  const m = manager.data;
  if (!m) return null;
  const contacts: { key: string; label: string; href: string; text: string; newTab?: boolean }[] = [];
  if (m.phone)
    contacts.push({
      key: 'phone',
      label: t('SUPPORT_CHAT.MANAGER.PHONE'),
      href: telHref(m.phone),
      text: m.phone,
    });
  if (m.email)
    contacts.push({
      key: 'email',
      label: t('SUPPORT_CHAT.MANAGER.EMAIL'),
      href: `mailto:${m.email}`,
      text: m.email,
    });
  if (m.whatsAppLink)
    contacts.push({
      key: 'whatsapp',
      label: t('SUPPORT_CHAT.MANAGER.MESSENGER'),
      href: m.whatsAppLink,
      text: 'WhatsApp',
      newTab: true,
    });
  if (m.telegramLink)
    contacts.push({
      key: 'telegram',
      label: t('SUPPORT_CHAT.MANAGER.MESSENGER'),
      href: m.telegramLink,
      text: 'Telegram',
      newTab: true,
    });
  return (
    <section className="cr-support-chat__manager" aria-labelledby={titleId}>
      <div className="cr-support-chat__manager-head">
        {m.avatar && <LazyImage src={m.avatar} alt="" width={MANAGER_AVATAR_PX} height={MANAGER_AVATAR_PX} />}
        <div>
          <h3 id={titleId} className="cr-support-chat__caption">
            {t('SUPPORT_CHAT.MANAGER.TITLE')}
          </h3>
          <p className="cr-support-chat__manager-name">{m.managerName}</p>
          {m.time && (
            <p className="cr-support-chat__muted">{t('SUPPORT_CHAT.MANAGER.HOURS', { time: m.time })}</p>
          )}
        </div>
      </div>
      {contacts.length > 0 && (
        <ul className="cr-support-chat__contacts">
          {contacts.map((contact) => (
            <li key={contact.key}>
              <span className="cr-support-chat__muted">{contact.label}</span>{' '}
              <a
                className="cr-support-chat__link"
                href={contact.href}
                {...(contact.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {contact.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The brand's support e-mail and phone, as links. */
function SupportContacts() {
  const { t } = useTranslation();
  const { email, phone } = useSupportContacts();
  if (!email && !phone) return null;
  return (
    <ul className="cr-support-chat__contacts">
      {email && (
        <li>
          <span className="cr-support-chat__muted">{t('SUPPORT_CHAT.CONTACT.EMAIL_US')}</span>{' '}
          <a className="cr-support-chat__link" href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      )}
      {phone && (
        <li>
          <span className="cr-support-chat__muted">{t('SUPPORT_CHAT.CONTACT.CALL_US')}</span>{' '}
          <a className="cr-support-chat__link" href={telHref(phone)}>
            {phone}
          </a>
        </li>
      )}
    </ul>
  );
}

/** A multi-line text field with its label and message (the UI kit's Field around a textarea). */
function TextArea({
  label,
  error,
  hint,
  textareaRef,
  ...textarea
}: {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
} & Omit<React.ComponentProps<'textarea'>, 'id' | 'ref'>) {
  return (
    <Field label={label} error={error} hint={hint} className="cr-support-chat__field">
      {(control) => (
        <textarea
          {...textarea}
          {...control}
          ref={textareaRef}
          className={`${control.className} cr-support-chat__textarea`}
        />
      )}
    </Field>
  );
}

type ContactErrors = { email?: string; content?: string };

/** The server's field errors of a refused contact message (its `errors` object), or null. */
function contactErrorsOf(error: unknown): ContactErrors | null {
  if (!error || typeof error !== 'object' || error instanceof Error) return null;
  const first = (value: unknown) =>
    Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '';
  const errors = error as Record<string, unknown>;
  const found: ContactErrors = {};
  if (first(errors.email)) found.email = first(errors.email);
  if (first(errors.content)) found.content = first(errors.content);
  return Object.keys(found).length > 0 ? found : null;
}

/** Everyone outside the live chat writes to support; the answer comes by e-mail (spec §7 send_contact_message). */
function ContactForm({ player }: { player: Player | null }) {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [email, setEmail] = useState(player?.email ?? '');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const messageLabel = t('SUPPORT_CHAT.CONTACT.MESSAGE_LABEL');

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const check = (): ContactErrors => {
    const found: ContactErrors = {};
    const emailError = validation.firstError(
      validation.required(email, t('SUPPORT_CHAT.CONTACT.EMAIL_LABEL')),
      validation.email(email),
    );
    const contentError = validation.firstError(
      validation.required(content, messageLabel),
      validation.maxLength(content.trim(), CHAT_MESSAGE_MAX_LENGTH, messageLabel),
    );
    if (emailError) found.email = t(emailError.key, emailError.params ?? {});
    if (contentError) found.content = t(contentError.key, contentError.params ?? {});
    return found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = check();
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.content) return contentRef.current?.focus();
    send.mutate(
      { email: email.trim(), content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          setSent(true);
        },
        onError: (error) => {
          const fields = contactErrorsOf(error);
          if (fields) setErrors(fields);
          else setFormError(t('SUPPORT_CHAT.CONTACT.ERROR'));
        },
      },
    );
  };

  if (sent) {
    return (
      <div className="cr-support-chat__sent">
        <p ref={sentRef} tabIndex={-1} role="status" className="cr-support-chat__sent-text">
          {t('SUPPORT_CHAT.CONTACT.SENT')}
        </p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {t('SUPPORT_CHAT.CONTACT.SEND_ANOTHER')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="cr-support-chat__form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('SUPPORT_CHAT.CONTACT.FORM_LABEL')}
      aria-busy={send.isPending || undefined}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        ref={emailRef}
        label={t('SUPPORT_CHAT.CONTACT.EMAIL_LABEL')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
        data-autofocus={player?.email ? undefined : ''}
      />
      <TextArea
        textareaRef={contentRef}
        label={messageLabel}
        name="content"
        rows={5}
        value={content}
        error={errors.content}
        onChange={(event) => setContent(event.target.value)}
        data-autofocus={player?.email ? '' : undefined}
      />
      <Button type="submit" loading={send.isPending} fullWidth>
        {t('SUPPORT_CHAT.CONTACT.SEND')}
      </Button>
    </form>
  );
}

/** The chat of everyone outside the live-chat group: their manager (VIP), a message to support, the contacts. */
function ContactPanel({ player }: { player: Player | null }) {
  const { t } = useTranslation();
  return (
    <div className="cr-support-chat__panel">
      <ManagerCard />
      <p className="cr-support-chat__intro">{t('SUPPORT_CHAT.CONTACT.INTRO')}</p>
      <ContactForm player={player} />
      <SupportContacts />
    </div>
  );
}

interface LiveChat {
  state: 'loading' | 'error' | 'ready';
  messages: readonly ChatMessage[];
  retry: () => void;
  text: string;
  setText: (text: string) => void;
  error: string | null;
  sending: boolean;
  wait: ReturnType<typeof useRetryWait>;
  submit: () => void;
}

/** The live chat of a writable-chat player: their conversation (by restore id), and sending into it. */
function useLiveChat(player: Player): LiveChat {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const restore = useChatRestoreId(player.id, ctx.brandId);
  const conversation = restore.data ?? null;
  const history = useChatMessages(conversation);
  const send = useSendChatMessage(player.id, ctx.brandId);
  const wait = useRetryWait();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const loading = restore.isPending || (conversation !== null && history.isPending);
  const failed = restore.isError || (conversation !== null && history.isError);
  const label = t('SUPPORT_CHAT.LIVE.MESSAGE_LABEL');

  const submit = () => {
    const problem = validation.firstError(
      validation.required(text, label),
      validation.maxLength(text.trim(), CHAT_MESSAGE_MAX_LENGTH, label),
    );
    if (problem) {
      setError(t(problem.key, problem.params ?? {}));
      return;
    }
    setError(null);
    // A conversation the server no longer knows is not continued: the message starts a new one.
    const continues = conversation !== null && history.data !== null;
    send.mutate(
      { text: text.trim(), ...(continues ? { conversation } : {}) },
      {
        onSuccess: () => setText(''),
        onError: (failure) => {
          if (wait.startFrom(failure)) return;
          const forbidden = failure instanceof ApiError && failure.status === FORBIDDEN;
          setError(t(forbidden ? 'SUPPORT_CHAT.LIVE.NOT_AVAILABLE' : 'SUPPORT_CHAT.LIVE.SEND_ERROR'));
        },
      },
    );
  };

  return {
    state: loading ? 'loading' : failed ? 'error' : 'ready',
    messages: history.data ?? [],
    retry: () => void (restore.isError ? restore.refetch() : history.refetch()),
    text,
    setText,
    error,
    sending: send.isPending,
    wait,
    submit,
  };
}

/** The conversation: a live region that reads out each new message, scrolled to the newest. */
function ChatLog({ chat }: { chat: LiveChat }) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  if (chat.state === 'loading') {
    return (
      <div className="cr-support-chat__state">
        <Spinner label={t('SUPPORT_CHAT.LIVE.LOADING')} />
      </div>
    );
  }
  if (chat.state === 'error') {
    return (
      <FormAlert className="cr-support-chat__state">
        <p>{t('SUPPORT_CHAT.LIVE.LOAD_ERROR')}</p>
        <Button variant="secondary" onClick={chat.retry}>
          {t('SUPPORT_CHAT.RETRY')}
        </Button>
      </FormAlert>
    );
  }
  return (
    <div
      ref={log}
      className="cr-support-chat__log"
      role="log"
      aria-label={t('SUPPORT_CHAT.LIVE.LOG_LABEL')}
      // Scrolled with the keyboard too.
      tabIndex={0}
    >
      {count === 0 ? (
        <p className="cr-support-chat__empty">{t('SUPPORT_CHAT.LIVE.EMPTY')}</p>
      ) : (
        <ol className="cr-support-chat__messages">
          {chat.messages.map((message) => (
            <li
              key={message.id}
              className={`cr-support-chat__message cr-support-chat__message--${message.author}`}
            >
              <span className="cr-support-chat__author">
                {t(message.author === 'player' ? 'SUPPORT_CHAT.LIVE.YOU' : 'SUPPORT_CHAT.LIVE.AGENT')}
              </span>
              <p className="cr-support-chat__text">{message.text}</p>
              <time className="cr-support-chat__time" dateTime={message.created_at}>
                {formatDate(message.created_at, 'HH:mm')}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * Where the player writes: Enter sends, Shift+Enter starts a new line; what was typed stays on error.
 * In the dialog it takes the focus once the conversation has loaded, unless the player has moved on.
 */
function ChatComposer({ chat, focusWhenReady = false }: { chat: LiveChat; focusWhenReady?: boolean }) {
  const { t } = useTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  const waiting = chat.wait.secondsLeft > 0;
  useEffect(() => {
    if (!focusWhenReady) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.getAttribute('role') === 'dialog')
      field.current?.focus();
  }, [focusWhenReady]);
  const submit = () => {
    if (chat.sending || waiting) return;
    chat.submit();
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="cr-support-chat__composer"
      noValidate
      aria-label={t('SUPPORT_CHAT.LIVE.FORM_LABEL')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormWait message={chat.wait.message} announcement={chat.wait.announcement} />
      <TextArea
        textareaRef={field}
        label={t('SUPPORT_CHAT.LIVE.MESSAGE_LABEL')}
        hint={t('SUPPORT_CHAT.LIVE.HINT')}
        error={chat.error}
        rows={2}
        value={chat.text}
        onChange={(event) => chat.setText(event.target.value)}
        onKeyDown={onKeyDown}
        data-autofocus=""
      />
      <Button type="submit" loading={chat.sending} disabled={waiting}>
        {t('SUPPORT_CHAT.LIVE.SEND')}
      </Button>
    </form>
  );
}

function LiveChatDialog({ player, open, onClose }: { player: Player; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const chat = useLiveChat(player);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('SUPPORT_CHAT.TITLE')}
      fullScreen="mobile"
      className="cr-support-chat-dialog cr-support-chat-dialog--live"
      footer={chat.state === 'ready' ? <ChatComposer chat={chat} focusWhenReady /> : undefined}
    >
      <p className="cr-support-chat__intro">{t('SUPPORT_CHAT.LIVE.INTRO')}</p>
      <ChatLog chat={chat} />
    </Modal>
  );
}

/**
 * The support chat dialog the chat buttons and #chat open: the live chat for the writable-chat
 * group, a message to support by e-mail for everyone else (spec §6).
 */
export function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const player = usePlayer().data ?? null;
  if (player && supportChatKind(ctx.groups) === 'live') {
    return <LiveChatDialog key={player.id} player={player} open={open} onClose={onClose} />;
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('SUPPORT_CHAT.TITLE')}
      fullScreen="mobile"
      className="cr-support-chat-dialog"
    >
      <ContactPanel key={player?.id ?? 'guest'} player={player} />
    </Modal>
  );
}

function LiveChatInPage({ player }: { player: Player }) {
  const { t } = useTranslation();
  const chat = useLiveChat(player);
  const titleId = useId();
  return (
    <section className="cr-support-chat__live" aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-support-chat__subtitle">
        {t('SUPPORT_CHAT.TITLE')}
      </h2>
      <p className="cr-support-chat__intro">{t('SUPPORT_CHAT.LIVE.INTRO')}</p>
      <ChatLog chat={chat} />
      {chat.state === 'ready' && <ChatComposer chat={chat} />}
    </section>
  );
}

/** The /support page: the same chat as the dialog, in the page. */
export function SupportPage() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const player = usePlayer().data ?? null;
  const live = player !== null && supportChatKind(ctx.groups) === 'live';
  return (
    <div className="cr-support-chat cr-support-chat--page">
      <h1 className="cr-support-chat__title">{t('SUPPORT_CHAT.PAGE.TITLE')}</h1>
      <p className="cr-support-chat__intro">{t('SUPPORT_CHAT.PAGE.INTRO')}</p>
      {live ? (
        <>
          <ManagerCard />
          <LiveChatInPage key={player.id} player={player} />
          <SupportContacts />
        </>
      ) : (
        <ContactPanel key={player?.id ?? 'guest'} player={player} />
      )}
    </div>
  );
}

/**
 * The `support` popup (spec §6): why it opened when the terms are not accepted, the VIP manager's
 * contacts, the way to the chat and the brand's contacts.
 */
export function SupportPopup({ slot }: { slot: string }) {
  const { t } = useTranslation();
  const player = usePlayer().data ?? null;
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === slot && !m.closing));
  const close = useModalStore((s) => s.close);
  const openChat = () => {
    if (entry) close(entry.id);
    bus.emit('open-chat');
  };
  return (
    <div className="cr-support-chat cr-support-chat--popup">
      {needsSupportPopup(player) && (
        <p className="cr-support-chat__notice" role="status">
          {t('SUPPORT_CHAT.POPUP.TERMS')}
        </p>
      )}
      <ManagerCard />
      <p className="cr-support-chat__intro">{t('SUPPORT_CHAT.POPUP.INTRO')}</p>
      <Button fullWidth iconStart="chat" onClick={openChat} data-autofocus="">
        {t('SUPPORT_CHAT.POPUP.OPEN_CHAT')}
      </Button>
      <SupportContacts />
    </div>
  );
}
