import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A load shorter than this shows nothing: a bar that flashes is noise. */
export const GLOBAL_LOADER_DELAY_MS = 300;

/**
 * The global loader (spec §2 "Global loader"): a thin bar at the top of the page while data that
 * the page has never had is loading (a first visit to a category, a page of games, a popup's
 * data). Background refreshes of data already shown do not count.
 */
export function GlobalLoader() {
  const { t } = useTranslation();
  const loading = useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), GLOBAL_LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return <div className="cr-global-loader" role="progressbar" aria-label={t('UI.LOADING')} />;
}
