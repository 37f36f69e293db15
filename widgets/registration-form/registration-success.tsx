import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../runtime/ui/index.ts';

export interface RegistrationSuccessProps {
  /** Where the e-mail went. */
  email: string;
  onClose: () => void;
}

/**
 * The step after a registration: check your e-mail. The player is not signed in yet (and the answer
 * is the same for a taken address): the mailed link confirms the address and signs them in.
 */
export function RegistrationSuccess({ email, onClose }: RegistrationSuccessProps) {
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
      <Button size="l" fullWidth onClick={onClose}>
        {t('REGISTRATION_FORM.CLOSE')}
      </Button>
    </section>
  );
}
