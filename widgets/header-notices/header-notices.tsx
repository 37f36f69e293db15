import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  usePlayer,
  usePlayerStats,
  useResendConfirmation,
  validationErrors,
} from '../../runtime/queries/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { seesTesterNotices } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { sessionStore } from '../../runtime/state/browser-storage.ts';
import { bus, configProblems } from '../../runtime/state/event-bus.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import {
  Button,
  Icon,
  IconButton,
  type IconName,
  promptInstall,
  usePwaInstall,
  useBrowserValue,
  useFirstInteraction,
} from '../../runtime/ui/index.ts';
import type { HeaderNoticesProps } from './header-notices.schema.ts';
import './header-notices.css';

/** Session-storage flag: a dismissed install offer stays away for the rest of the visit. */
export const PWA_NOTICE_DISMISSED_KEY = 'croupier.pwa-notice-dismissed';
/** Session storage: the operator notice the player dismissed (a new notice shows again). */
export const OPERATOR_NOTICE_DISMISSED_KEY = 'croupier.operator-notice-dismissed';

function Notice({
  icon,
  children,
  actions,
  floating = false,
}: {
  icon: IconName;
  children: ReactNode;
  actions: ReactNode;
  /** Laid over the top of the page rather than pushing it down (a notice the browser adds later). */
  floating?: boolean;
}) {
  return (
    <li className={`cr-header-notices__notice${floating ? ' cr-header-notices__notice--floating' : ''}`}>
      <Icon name={icon} size={20} className="cr-header-notices__icon" />
      <div className="cr-header-notices__message">{children}</div>
      <div className="cr-header-notices__actions">{actions}</div>
    </li>
  );
}

function PwaOffer() {
  const { t } = useTranslation();
  const { canPrompt, installed } = usePwaInstall();
  // Offered once the player uses the page, not to a page just opened: the offer is no part of
  // what they came to see (nor of the page's largest paint).
  const engaged = useFirstInteraction();
  const [dismissed, setDismissed] = useState(() => sessionStore.getItem(PWA_NOTICE_DISMISSED_KEY) === '1');
  if (!engaged || !canPrompt || installed || dismissed) return null;
  const dismiss = () => {
    sessionStore.setItem(PWA_NOTICE_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  // The prompt and its answer are reported by the page (runtime/pwa/pwa-reports.ts).
  const install = () => promptInstall();
  // The browser offers installation whenever it decides, after the page has painted: the offer is
  // laid over the top of the page, which would otherwise jump down under the player's eyes.
  return (
    <Notice
      floating
      icon="download"
      actions={
        <>
          <Button size="s" onClick={() => void install()}>
            {t('HEADER_NOTICES.PWA_INSTALL')}
          </Button>
          <IconButton
            icon="close"
            size="s"
            variant="ghost"
            label={t('HEADER_NOTICES.DISMISS')}
            onClick={dismiss}
          />
        </>
      }
    >
      {t('HEADER_NOTICES.PWA_OFFER')}
    </Notice>
  );
}

function EmailConfirmation({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();
  const push = useToastStore((s) => s.push);
  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          push({ kind: 'success', messageKey: 'HEADER_NOTICES.EMAIL_SENT', values: { email } }),
        onError: (error) => {
          // Spec §8: a 422 shows the first message under errors.email; the button is usable again.
          const messages = validationErrors(error)?.email;
          const first = Array.isArray(messages) ? messages[0] : messages;
          push(
            first
              ? { kind: 'error', messageKey: 'HEADER_NOTICES.SERVER_MESSAGE', values: { message: first } }
              : { kind: 'error', messageKey: 'HEADER_NOTICES.RESEND_FAILED' },
          );
        },
      },
    );
  return (
    <Notice
      icon="info"
      actions={
        <Button size="s" variant="secondary" loading={resend.isPending} onClick={onResend}>
          {t('HEADER_NOTICES.RESEND')}
        </Button>
      }
    >
      {t('HEADER_NOTICES.EMAIL_UNCONFIRMED', { email })}
    </Notice>
  );
}

/**
 * The operator's notice to this player: the platform sends it with the player's stats
 * (`messages.notice`, API-SHAPES §2). Dismissed, it stays away for the visit until its text changes.
 */
function OperatorNotice({ notice }: { notice: string }) {
  const { t } = useTranslation();
  // Dismissed for the visit in session storage, which the server's markup cannot know.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const stored = useBrowserValue(sessionStore.getItem(OPERATOR_NOTICE_DISMISSED_KEY), null);
  if (dismissed === notice || stored === notice) return null;
  const dismiss = () => {
    sessionStore.setItem(OPERATOR_NOTICE_DISMISSED_KEY, notice);
    setDismissed(notice);
  };
  return (
    <Notice
      icon="info"
      actions={
        <IconButton
          icon="close"
          size="s"
          variant="ghost"
          label={t('HEADER_NOTICES.DISMISS_NOTICE')}
          onClick={dismiss}
        />
      }
    >
      {notice}
    </Notice>
  );
}

/** The config problems of this page as they come, starting with those met before mounting. */
function useConfigProblems() {
  // Met by this browser's checks: none in the server's markup; the effect below adds them.
  const [problems, setProblems] = useState<typeof configProblems>([]);
  useEffect(() => {
    const update = () => setProblems([...configProblems]);
    // The bus's own recorder runs first (it subscribed first), so the list already holds the new one.
    bus.on('config-invalid', update);
    update();
    return () => bus.off('config-invalid', update);
  }, []);
  return problems;
}

/**
 * Testers (groups 21 and 916, spec §6) are told what a player is not: which config documents of this
 * page were broken, where and why, while players only miss the broken item.
 */
function ConfigProblems() {
  const { t } = useTranslation();
  const problems = useConfigProblems();
  const issues = problems.flatMap(({ document, issues: list }) =>
    list.map((issue) => ({ document, ...issue })),
  );
  if (issues.length === 0) return null;
  return (
    <Notice icon="info" actions={null}>
      <span>{t('HEADER_NOTICES.CONFIG_PROBLEMS', { count: issues.length })}</span>
      <details className="cr-header-notices__details">
        <summary>{t('HEADER_NOTICES.CONFIG_PROBLEMS_DETAILS')}</summary>
        <ul className="cr-header-notices__problems">
          {issues.map(({ document, pointer, message, rule }, index) => (
            <li key={index}>
              <code>
                {document}
                {pointer || '/'}
              </code>{' '}
              {message} <span className="cr-header-notices__rule">({rule})</span>
            </li>
          ))}
        </ul>
      </details>
    </Notice>
  );
}

export default function HeaderNotices({ props }: WidgetRenderProps<HeaderNoticesProps>) {
  const { t } = useTranslation();
  const player = usePlayer();
  const stats = usePlayerStats();
  const { groups } = useSiteContext();
  const unconfirmed = props.emailConfirmation && player.data?.id != null && player.data.confirmed_at === null;
  const notice = props.operatorNotices ? (stats.data?.messages?.notice ?? '').trim() : '';
  return (
    // Always rendered (empty when there is nothing to say), so that a notice appearing later is announced.
    <section className="cr-header-notices" aria-label={t('HEADER_NOTICES.LABEL')} aria-live="polite">
      <ul className="cr-header-notices__list">
        {props.pwaOffer && <PwaOffer />}
        {unconfirmed && player.data && <EmailConfirmation email={player.data.email} />}
        {notice && <OperatorNotice notice={notice} />}
        {props.testerNotices && seesTesterNotices(groups) && <ConfigProblems />}
      </ul>
    </section>
  );
}
