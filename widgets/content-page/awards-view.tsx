import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { filterByCondition } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useConfig } from '../../runtime/queries/index.ts';
import { LazyImage, Skeleton } from '../../runtime/ui/index.ts';
import { usePagePath } from './page-path.ts';

const AWARD_IMAGE = 160;
const LOADING_ITEMS = 4;

/** The awards of the casino (/awards), newest year first, filtered by year with `?year=`. */
export function AwardsView() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { search, href } = usePagePath();
  const awards = useConfig('awards');
  const headingId = useId();
  const filterId = useId();

  const heading = (
    <h1 id={headingId} className="cr-content-page__title">
      {t('CONTENT_PAGES.AWARDS.TITLE')}
    </h1>
  );
  if (awards.isPending) {
    return (
      <section className="cr-content-page" aria-busy="true" aria-labelledby={headingId}>
        {heading}
        <span className="cr-visually-hidden" role="status">
          {t('CONTENT_PAGES.AWARDS.LOADING')}
        </span>
        <div className="cr-content-page__grid">
          {Array.from({ length: LOADING_ITEMS }, (_, i) => (
            <Skeleton key={i} height={220} />
          ))}
        </div>
      </section>
    );
  }

  const all = filterByCondition(awards.data?.awards ?? [], ctx);
  const years = [...new Set(all.map((award) => award.year))].sort((a, b) => b - a);
  const asked = Number(new URLSearchParams(search).get('year'));
  const year = years.includes(asked) ? asked : null;
  const shown = year === null ? all : all.filter((award) => award.year === year);
  const filterLink = (value: number | null, label: string) => (
    <li key={value ?? 'all'}>
      <Link
        className="cr-content-page__chip"
        to={href(value === null ? '/awards' : `/awards?year=${value}`)}
        aria-current={value === year ? 'page' : undefined}
      >
        {label}
      </Link>
    </li>
  );

  return (
    <section className="cr-content-page" aria-labelledby={headingId}>
      {heading}
      {all.length === 0 ? (
        <p className="cr-content-page__text">{t('CONTENT_PAGES.AWARDS.EMPTY')}</p>
      ) : (
        <>
          <nav aria-labelledby={filterId}>
            <h2 id={filterId} className="cr-visually-hidden">
              {t('CONTENT_PAGES.AWARDS.BY_YEAR')}
            </h2>
            <ul className="cr-content-page__chips">
              {filterLink(null, t('CONTENT_PAGES.AWARDS.ALL_YEARS'))}
              {years.map((value) => filterLink(value, String(value)))}
            </ul>
          </nav>
          <ul className="cr-content-page__grid" aria-labelledby={headingId}>
            {shown.map((award) => (
              <li key={`${award.year}-${award.name}-${award.nomination}`} className="cr-content-page__award">
                <LazyImage src={award.imgUrl} alt="" width={AWARD_IMAGE} height={AWARD_IMAGE} />
                <h3 className="cr-content-page__item-title">{award.nomination}</h3>
                <p className="cr-content-page__text">
                  {award.name} · {award.year}
                </p>
                {award.prize && <p className="cr-content-page__prize">{award.prize}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
