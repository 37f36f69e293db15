import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../runtime/ui/index.ts';

export interface RegistrationSuccessProps {
  /** Where the confirmation e-mail went. */
  email: string;
  /** The page the player asked for before signing up (a safe `redirect`), else null. */
  continueTo: string | null;
  /** The deposit route, locale prefix included. */
  depositHref: string;
  /** Closes the popup; the primary link closes it too before leaving. */
  onClose: () => void;
}

/** The step after a registration: where the confirmation mail went, then deposit or continue. */
export function RegistrationSuccess({ email, continueTo, depositHref, onClose }: RegistrationSuccessProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // The form the focus was in is gone: the heading takes it, so screen readers announce the step.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="cr-form cr-registration-form__success" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="cr-form__title">
        {t('REGISTRATION_FORM.SUCCESS_TITLE')}
      </h2>
      <p className="cr-form__text">{t('REGISTRATION_FORM.SUCCESS_TEXT', { email })}</p>
      {continueTo ? (
        <Button href={continueTo} size="l" fullWidth replace onClick={onClose}>
          {t('REGISTRATION_FORM.CONTINUE')}
        </Button>
      ) : (
        <Button href={depositHref} size="l" fullWidth iconStart="wallet" onClick={onClose}>
          {t('REGISTRATION_FORM.DEPOSIT')}
        </Button>
      )}
      <Button variant="ghost" fullWidth onClick={onClose}>
        {t('REGISTRATION_FORM.CLOSE')}
      </Button>
    </section>
  );
}
