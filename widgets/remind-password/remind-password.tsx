import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { errorBodyMessage, fieldErrorsOf, useRequestPasswordReset } from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import {
  Button,
  EmailLinkForm,
  FormAside,
  FormResult,
  type EmailLinkFailure,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { RemindPasswordProps } from './remind-password.schema.ts';

export default function RemindPassword({ props, slot }: WidgetRenderProps<RemindPasswordProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const request = useRequestPasswordReset();
  const entry = useModalStore((s) => s.stack.findLast((m) => m.name === slot));
  const close = useModalStore((s) => s.close);

  // Spec §8: a failed request throws the response; its field errors go next to the field.
  const readFailure = (failure: unknown): EmailLinkFailure => {
    const found = fieldErrorsOf(failure, ['email']);
    if (!found) return { form: errorBodyMessage(failure) ?? t('REMIND_PASSWORD.SEND_FAILED') };
    const emailMessage = found.fields.email;
    const other = found.other.map((problem) => problem.message);
    const form = other.length > 0 ? other.join(' ') : emailMessage ? null : t('REMIND_PASSWORD.SEND_FAILED');
    return { field: emailMessage, form };
  };

  const loginPath = joinPrefix(localePrefixOf(ctx), props.loginPath);
  // Leaving for the login popup route: this popup closes first so the stack holds only the new one.
  const leave = () => close(entry?.id);

  return (
    <EmailLinkForm
      intro={t('REMIND_PASSWORD.INTRO')}
      emailLabel={t('REMIND_PASSWORD.EMAIL')}
      submitLabel={t('REMIND_PASSWORD.SUBMIT')}
      send={(email) => request.mutateAsync({ email })}
      readFailure={readFailure}
      sent={(email) => (
        <FormResult title={t('REMIND_PASSWORD.SENT_TITLE')} text={t('REMIND_PASSWORD.SENT', { email })}>
          <Button href={loginPath} variant="secondary" size="l" fullWidth onClick={leave}>
            {t('REMIND_PASSWORD.BACK_TO_LOGIN')}
          </Button>
        </FormResult>
      )}
    >
      <FormAside
        text={t('REMIND_PASSWORD.REMEMBERED')}
        linkText={t('REMIND_PASSWORD.LOG_IN')}
        to={loginPath}
        onClick={leave}
      />
    </EmailLinkForm>
  );
}
