import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { FEATURE, isOn } from '../../runtime/rules/index.ts';
import { useFlagsStore } from '../../runtime/state/flags-store.ts';
import { Button, useHydrated } from '../../runtime/ui/index.ts';

/** The flags a tester may override here: the local flags of spec §6 and the pages they gate. */
const FLAGS: readonly string[] = Object.values(FEATURE);

type Choice = 'site' | 'on' | 'off';

/**
 * Feature-flag configuration (/ffc, spec §6): each flag follows the site, or is forced on or off in
 * this browser (kept in localStorage, over the brand's and the server's flags).
 */
export function FeatureFlagsView() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const overrides = useFlagsStore((s) => s.overrides);
  const setOverride = useFlagsStore((s) => s.setOverride);
  const clearOverrides = useFlagsStore((s) => s.clearOverrides);
  const headingId = useId();
  const choiceOf = (flag: string): Choice =>
    overrides[flag] === undefined ? 'site' : overrides[flag] ? 'on' : 'off';

  return (
    <section className="cr-content-page cr-content-page--narrow" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-content-page__title">
        {t('CONTENT_PAGES.FEATURE_FLAGS.TITLE')}
      </h1>
      <p className="cr-content-page__text">{t('CONTENT_PAGES.FEATURE_FLAGS.INTRO')}</p>
      <ul className="cr-content-page__flags">
        {FLAGS.map((flag) => (
          <li key={flag} className="cr-content-page__flag">
            <FlagChoice
              flag={flag}
              choice={choiceOf(flag)}
              on={isOn(ctx.features, flag)}
              onChange={(choice) => setOverride(flag, choice === 'site' ? null : choice === 'on')}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={clearOverrides} disabled={Object.keys(overrides).length === 0}>
        {t('CONTENT_PAGES.FEATURE_FLAGS.RESET')}
      </Button>
    </section>
  );
}

function FlagChoice({
  flag,
  choice,
  on,
  onChange,
}: {
  flag: string;
  choice: Choice;
  on: boolean;
  onChange: (choice: Choice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // A choice made before the page is live would be lost: the server's page offers none.
  const hydrated = useHydrated();
  return (
    <>
      <label htmlFor={id} className="cr-content-page__flag-name">
        {flag}
      </label>
      <select
        id={id}
        className="cr-content-page__select"
        value={choice}
        disabled={!hydrated}
        onChange={(e) => onChange(e.target.value as Choice)}
      >
        <option value="site">{t('CONTENT_PAGES.FEATURE_FLAGS.SITE')}</option>
        <option value="on">{t('CONTENT_PAGES.FEATURE_FLAGS.ON')}</option>
        <option value="off">{t('CONTENT_PAGES.FEATURE_FLAGS.OFF')}</option>
      </select>
      <span className="cr-content-page__flag-state" aria-live="polite">
        {t(on ? 'CONTENT_PAGES.FEATURE_FLAGS.NOW_ON' : 'CONTENT_PAGES.FEATURE_FLAGS.NOW_OFF')}
      </span>
    </>
  );
}
