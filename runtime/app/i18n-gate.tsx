import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Locale } from '../context/types.ts';
import { changeLocale, createI18n } from '../i18n/create-i18n.ts';
import { UiLabelsProvider, type UiLabels } from '../ui/ui-labels.tsx';
import { usePageRequest } from '../context/page-request.tsx';
import { Preloader } from './preloader.tsx';

/** Words of the design system, translated once for every primitive. */
function TranslatedUiLabels({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const labels = useMemo<UiLabels>(
    () => ({
      close: t('UI.CLOSE'),
      dismiss: t('UI.DISMISS'),
      previous: t('UI.PREVIOUS'),
      next: t('UI.NEXT'),
      slide: (n, total) => t('UI.SLIDE', { n, total }),
      loading: t('UI.LOADING'),
      notifications: t('UI.NOTIFICATIONS'),
      units: {
        days: t('UI.UNITS.DAYS'),
        hours: t('UI.UNITS.HOURS'),
        minutes: t('UI.UNITS.MINUTES'),
        seconds: t('UI.UNITS.SECONDS'),
      },
    }),
    // The labels change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, language],
  );
  return <UiLabelsProvider labels={labels}>{children}</UiLabelsProvider>;
}

/**
 * Loads the messages of the page's locale (and en, the fallback) before the page renders; a
 * later locale change swaps the language in place, keeping the page on screen meanwhile.
 */
export function I18nGate({ locale, children }: { locale: Locale; children: ReactNode }) {
  // A server-rendered page arrives with its translator loaded (PageRequest): no preloader.
  const given = usePageRequest()?.i18n;
  const [i18n, setI18n] = useState<I18n | null>(given ?? null);
  const [initialLocale] = useState(locale);

  useEffect(() => {
    if (given) return undefined;
    let cancelled = false;
    void createI18n(initialLocale).then((instance) => {
      if (!cancelled) setI18n(instance);
    });
    return () => {
      cancelled = true;
    };
  }, [initialLocale, given]);

  useEffect(() => {
    if (i18n && i18n.language !== locale) void changeLocale(locale);
  }, [i18n, locale]);

  if (!i18n) return <Preloader />;
  return (
    <I18nextProvider i18n={i18n}>
      <TranslatedUiLabels>{children}</TranslatedUiLabels>
    </I18nextProvider>
  );
}
