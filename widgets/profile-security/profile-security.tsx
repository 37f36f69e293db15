import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from '../../runtime/queries/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, FormAlert, Skeleton } from '../../runtime/ui/index.ts';
import { PasswordSection } from './password-section.tsx';
import type { ProfileSecurityProps, SecuritySection } from './profile-security.schema.ts';
import { SessionSection } from './session-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import './profile-security.css';

const TITLES: Readonly<Record<SecuritySection, string>> = {
  password: 'PROFILE_SECURITY.PASSWORD_TITLE',
  'two-factor': 'PROFILE_SECURITY.TWO_FACTOR_TITLE',
  session: 'PROFILE_SECURITY.SESSION_TITLE',
};

export default function ProfileSecurity({ props }: WidgetRenderProps<ProfileSecurityProps>) {
  const { t } = useTranslation();
  const player = usePlayer();
  const baseId = useId();
  const { sections } = props;

  if (player.isError) {
    return (
      <div className="cr-profile-security">
        <FormAlert className="cr-profile-security__alert">
          <p>{t('PROFILE_SECURITY.LOAD_FAILED')}</p>
          <Button variant="secondary" onClick={() => void player.refetch()}>
            {t('PROFILE_SECURITY.RETRY')}
          </Button>
        </FormAlert>
      </div>
    );
  }
  if (player.isPending) {
    return (
      <div className="cr-profile-security" aria-busy="true">
        {sections.map((section) => (
          <div key={section} className="cr-profile-security__section">
            <Skeleton width="40%" height="1.5em" />
            <Skeleton height="6em" />
          </div>
        ))}
      </div>
    );
  }
  // Only a signed-in player has these settings; the profile routes send guests to registration.
  if (!player.data) return null;
  const current = player.data;

  return (
    <div className="cr-profile-security">
      {sections.map((section) => {
        const headingId = `${baseId}-${section}`;
        return (
          <section key={section} className="cr-profile-security__section" aria-labelledby={headingId}>
            <h2 id={headingId} className="cr-profile-security__title">
              {t(TITLES[section])}
            </h2>
            {section === 'password' && <PasswordSection headingId={headingId} />}
            {section === 'two-factor' && (
              <TwoFactorSection key={current.id} player={current} onStale={() => void player.refetch()} />
            )}
            {section === 'session' && <SessionSection player={current} />}
          </section>
        );
      })}
    </div>
  );
}
