import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  ApiError,
  fieldErrorsOf,
  signedInBy,
  useEmailConfirmation,
  usePlayer,
  useResendConfirmation,
  useUpdatePlayerGroups,
} from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { abGroupFor, FEATURE, isOn } from '../../runtime/rules/index.ts';
import { usePageHydrated, type WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import {
  Button,
  EmailLinkForm,
  FormAlert,
  FormAside,
  FormResult,
  Spinner,
  type EmailLinkFailure,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { EmailConfirmationProps } from './email-confirmation.schema.ts';
import './email-confirmation.css';

/** Query parameter of the confirmation link (`<site>/confirmation?confirmation_token=...`). */
const TOKEN_PARAM = 'confirmation_token';

/** A refused token (invalid, used, expired) is an HTTP 4xx; anything else may work on a retry. */
const isRefusedToken = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

interface ResendFormProps {
  intro: string;
  /** The login route offered to guests; null hides the link. */
  loginTo: string | null;
  onLeave: () => void;
  onDone: () => void;
}

/** Asks for the address and sends a new confirmation link to it (POST /api/users/confirmation). */
function ResendForm({ intro, loginTo, onLeave, onDone }: ResendFormProps) {
  const { t } = useTranslation();
  const player = usePlayer();
  const resend = useResendConfirmation();
  const push = useToastStore((s) => s.push);

  const readFailure = (failure: unknown): EmailLinkFailure => {
    const found = fieldErrorsOf(failure, ['email']);
    const emailMessage = found?.fields.email;
    // Spec §8: a 422 on the resend shows the first message under errors.email as a toast.
    if (emailMessage) {
      push({
        kind: 'error',
        messageKey: 'EMAIL_CONFIRMATION.SERVER_MESSAGE',
        values: { message: emailMessage },
      });
    }
    const other = found?.other.map((problem) => problem.message) ?? [];
    const form =
      other.length > 0 ? other.join(' ') : emailMessage ? null : t('EMAIL_CONFIRMATION.SEND_FAILED');
    return { field: emailMessage, form };
  };

  return (
    <EmailLinkForm
      intro={intro}
      emailLabel={t('EMAIL_CONFIRMATION.EMAIL')}
      submitLabel={t('EMAIL_CONFIRMATION.SEND')}
      defaultEmail={player.data?.email}
      send={(email) => resend.mutateAsync({ email })}
      readFailure={readFailure}
      sent={(email) => (
        <FormResult title={t('EMAIL_CONFIRMATION.SENT_TITLE')} text={t('EMAIL_CONFIRMATION.SENT', { email })}>
          <Button size="l" fullWidth onClick={onDone}>
            {t('EMAIL_CONFIRMATION.CLOSE')}
          </Button>
        </FormResult>
      )}
    >
      {loginTo && !player.data && (
        <FormAside
          text={t('EMAIL_CONFIRMATION.ALREADY_CONFIRMED_QUESTION')}
          linkText={t('EMAIL_CONFIRMATION.LOG_IN')}
          to={loginTo}
          onClick={onLeave}
        />
      )}
    </EmailLinkForm>
  );
}

export default function EmailConfirmation({ props, slot }: WidgetRenderProps<EmailConfirmationProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const location = useLocation();
  // The popup this widget fills ('email-confirmation' or 'email-verify'): its params carry the query.
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === slot));
  const close = useModalStore((s) => s.close);
  const token = entry?.params[TOKEN_PARAM] ?? new URLSearchParams(location.search).get(TOKEN_PARAM);
  // Opening the link signs the player in: that waits until every part of a server-rendered page
  // has hydrated, which a change of player meanwhile would make mismatch.
  const pageHydrated = usePageHydrated();
  const confirmation = useEmailConfirmation(pageHydrated ? token || null : null);
  const player = usePlayer();
  const updateGroups = useUpdatePlayerGroups();
  const prefix = localePrefixOf(ctx);
  const answer = confirmation.data;
  const signedIn = signedInBy(answer);
  const confirmedId = signedInBy(answer) ? answer.id : undefined;
  const abTesting = isOn(ctx.features, FEATURE.abRegistration);

  // A/B registration: the link is where a new player first signs in (registration signs nobody
  // in), so this is where they join the group of their id.
  const grouped = useRef<number | null>(null);
  useEffect(() => {
    if (!abTesting || typeof confirmedId !== 'number' || grouped.current === confirmedId) return;
    grouped.current = confirmedId;
    updateGroups.mutate({ add: [abGroupFor(confirmedId)] });
  }, [abTesting, confirmedId, updateGroups]);

  const finish = () => {
    const target = props.continuePath
      ? joinPrefix(prefix, props.continuePath)
      : (entry?.params.closeTo ?? joinPrefix(prefix, '/'));
    close(entry?.id);
    void navigate(target, { replace: true });
  };
  const resendForm = (intro: string) => (
    <ResendForm
      intro={intro}
      loginTo={props.loginPath ? joinPrefix(prefix, props.loginPath) : null}
      onLeave={() => close(entry?.id)}
      onDone={finish}
    />
  );
  const continueButton = (
    <Button size="l" fullWidth onClick={finish}>
      {t('EMAIL_CONFIRMATION.CONTINUE')}
    </Button>
  );
  const alreadyConfirmed = player.data?.confirmed_at != null;

  let content;
  if (token && confirmation.isPending) {
    content = (
      <div className="cr-email-confirmation__loading" aria-busy="true">
        <Spinner size="l" />
        <p className="cr-form__text">{t('EMAIL_CONFIRMATION.CONFIRMING')}</p>
      </div>
    );
  } else if (token && confirmation.isSuccess && !signedIn) {
    // Opened in another browser than the one that registered: confirmed, and the player logs in.
    content = (
      <FormResult
        title={t('EMAIL_CONFIRMATION.CONFIRMED_TITLE')}
        text={t('EMAIL_CONFIRMATION.CONFIRMED_LOG_IN_TEXT')}
      >
        <Button
          size="l"
          fullWidth
          href={joinPrefix(prefix, props.loginPath)}
          onClick={() => close(entry?.id)}
        >
          {t('EMAIL_CONFIRMATION.LOG_IN')}
        </Button>
      </FormResult>
    );
  } else if (token && confirmation.isSuccess) {
    content = (
      <FormResult
        title={t('EMAIL_CONFIRMATION.CONFIRMED_TITLE')}
        text={t('EMAIL_CONFIRMATION.CONFIRMED_TEXT')}
      >
        {continueButton}
      </FormResult>
    );
  } else if (token && !isRefusedToken(confirmation.error)) {
    content = (
      <div className="cr-form">
        <FormAlert>{t('EMAIL_CONFIRMATION.CONFIRM_FAILED')}</FormAlert>
        <Button
          size="l"
          fullWidth
          loading={confirmation.isFetching}
          onClick={() => void confirmation.refetch()}
        >
          {t('EMAIL_CONFIRMATION.RETRY')}
        </Button>
      </div>
    );
  } else if (alreadyConfirmed) {
    // A used link of a player whose address is confirmed needs no new link.
    content = (
      <FormResult
        title={t('EMAIL_CONFIRMATION.ALREADY_CONFIRMED_TITLE')}
        text={t('EMAIL_CONFIRMATION.ALREADY_CONFIRMED', { email: player.data?.email ?? '' })}
      >
        {continueButton}
      </FormResult>
    );
  } else if (token) {
    content = (
      <>
        <FormAlert>{t('EMAIL_CONFIRMATION.LINK_INVALID')}</FormAlert>
        {resendForm(t('EMAIL_CONFIRMATION.RESEND_AFTER_INVALID'))}
      </>
    );
  } else {
    content = resendForm(t('EMAIL_CONFIRMATION.RESEND_INTRO'));
  }

  return <div className="cr-form">{content}</div>;
}
