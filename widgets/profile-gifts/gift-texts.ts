import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDateTime, formatMoney } from '../../runtime/i18n/index.ts';
import { useCurrencies, validationErrors } from '../../runtime/queries/index.ts';

/** The texts and formats every part of the gifts tab shares. */
export function useGiftTexts() {
  const { t } = useTranslation();
  const { locale } = useSiteContext();
  const currencies = useCurrencies();
  const subunitsOf = (currency: string) =>
    currencies.data?.find((c) => c.code === currency)?.subunits_to_unit;
  return {
    t,
    locale,
    money: (cents: number, currency: string) =>
      formatMoney(cents, currency, locale, { subunits: subunitsOf(currency) }),
    date: (iso: string) => formatDateTime(iso),
    percent: (share: number) =>
      new Intl.NumberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: share > 0 && share < 0.01 ? 2 : 1,
      }).format(share),
    /**
     * What a failed write says: the platform's reason when it gave one (a 422), else `fallbackKey`
     * (spec §8: the call failed, the player may try again).
     */
    failure: (error: unknown, fallbackKey: string) => {
      const reason = Object.values(validationErrors(error) ?? {}).flat()[0];
      return reason ? t('PROFILE_GIFTS.REFUSED', { reason }) : t(fallbackKey);
    },
  };
}

export type GiftTexts = ReturnType<typeof useGiftTexts>;
