import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  ApiError,
  firstMessage,
  useActivateCoupon,
  useActivateSportPromoCode,
  usePlayer,
  useUpdateBonusSettings,
  validationErrors,
  type CouponStatus,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import { FEATURE, isOn } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, FormAlert, Modal, SelectField, TextField, useSubmitOnce } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { PromoCodeFormProps } from './promo-code-form.schema.ts';
import './promo-code-form.css';

/** Longest code the field takes (the platform's bound). */
const MAX_CODE_LENGTH = 64;

type Target = 'casino' | 'sports';

/** What a coupon's answer status says (spec §7: the status comes from the response). */
const COUPON_RESULTS: Readonly<Record<CouponStatus, string>> = {
  successfully_activated: 'PROFILE_PROMOCODE.SUCCESS',
  already_activated: 'PROFILE_PROMOCODE.ALREADY',
  failed_to_activate: 'PROFILE_PROMOCODE.FAILED',
};

interface Outcome {
  text: string;
  /** The gift waits in the gifts tab: the outcome links there. */
  toGifts: boolean;
}

export default function PromoCodeForm({ props }: WidgetRenderProps<PromoCodeFormProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const player = usePlayer();
  const coupon = useActivateCoupon();
  const sportCode = useActivateSportPromoCode();
  const updateSettings = useUpdateBonusSettings();
  const submit = useSubmitOnce();
  const [target, setTarget] = useState<Target>('casino');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [askBonuses, setAskBonuses] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const switching = useSubmitOnce();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const sportsOffered = props.sports && isOn(ctx.features, FEATURE.sports) && ctx.bettingHost !== null;
  const chosen: Target = sportsOffered ? target : 'casino';
  const giftsPath = leadsToPage({ route: 'profile-gifts' }, presence)
    ? joinPrefix(localePrefixOf(ctx), routePath('profile-gifts'))
    : null;

  const send = (value: string, to: Target) =>
    void submit.run(async () => {
      setFormError(null);
      setOutcome(null);
      try {
        if (to === 'casino') {
          const status = await coupon.mutateAsync(value);
          if (status === 'failed_to_activate') {
            setFieldError(t(COUPON_RESULTS.failed_to_activate, { code: value }));
            return;
          }
          const key = COUPON_RESULTS[status] ?? COUPON_RESULTS.failed_to_activate;
          setOutcome({ text: t(key, { code: value }), toGifts: status === 'successfully_activated' });
          setFieldError(undefined);
          if (status === 'successfully_activated') setCode('');
        } else {
          const bonus = await sportCode.mutateAsync(value);
          setOutcome({
            text: t('PROFILE_PROMOCODE.SPORT_SUCCESS', { code: value, name: bonus.name }),
            toGifts: true,
          });
          setFieldError(undefined);
          setCode('');
        }
      } catch (failure) {
        const reason = firstMessage(validationErrors(failure)?.['code']);
        if (reason) setFieldError(t('PROFILE_PROMOCODE.REFUSED', { code: value, reason }));
        else if (failure instanceof ApiError && failure.status < 500)
          setFieldError(t('PROFILE_PROMOCODE.FAILED', { code: value }));
        else setFormError(t('PROFILE_PROMOCODE.ERROR'));
      }
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') {
      setFieldError(t('PROFILE_PROMOCODE.REQUIRED'));
      return;
    }
    setFieldError(undefined);
    // Spec §6: a player who switched bonuses off is asked before a casino code gives a gift.
    if (chosen === 'casino' && player.data?.can_issue_bonuses === false) {
      setAskBonuses(true);
      return;
    }
    send(value, chosen);
  };

  const closeAsk = () => {
    if (switching.pending) return;
    setAskBonuses(false);
    setSwitchError(null);
  };
  const switchOnAndSend = () =>
    void switching.run(async () => {
      setSwitchError(null);
      try {
        await updateSettings.mutateAsync(true);
        setAskBonuses(false);
        send(code.trim(), 'casino');
      } catch {
        setSwitchError(t('PROFILE_PROMOCODE.BONUSES_OFF.FAILED'));
      }
    });

  return (
    <section className="cr-promo-code" aria-labelledby={headingId}>
      <div className="cr-promo-code__intro">
        <h2 id={headingId} className="cr-promo-code__title">
          {t('PROFILE_PROMOCODE.TITLE')}
        </h2>
        <p className="cr-promo-code__text">{t('PROFILE_PROMOCODE.INTRO')}</p>
      </div>
      <form
        className="cr-promo-code__form"
        noValidate
        aria-labelledby={headingId}
        aria-busy={submit.pending || undefined}
        onSubmit={onSubmit}
      >
        {formError && <FormAlert className="cr-promo-code__alert">{formError}</FormAlert>}
        <div className="cr-promo-code__fields">
          {sportsOffered && (
            <SelectField
              label={t('PROFILE_PROMOCODE.TARGET')}
              value={chosen}
              options={[
                { value: 'casino', label: t('PROFILE_PROMOCODE.CASINO') },
                { value: 'sports', label: t('PROFILE_PROMOCODE.SPORTS') },
              ]}
              onChange={(event) => {
                setTarget(event.target.value === 'sports' ? 'sports' : 'casino');
                setFieldError(undefined);
              }}
            />
          )}
          <TextField
            label={t('PROFILE_PROMOCODE.FIELD')}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={MAX_CODE_LENGTH}
            error={fieldError}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <Button type="submit" loading={submit.pending} className="cr-promo-code__submit">
          {t('PROFILE_PROMOCODE.SUBMIT')}
        </Button>
      </form>
      {/* Always in the page, so that the answer is announced when it comes. */}
      <div role="status" className="cr-promo-code__live">
        {outcome && (
          <div className="cr-promo-code__outcome">
            <p>{outcome.text}</p>
            {outcome.toGifts && giftsPath && (
              <Button size="s" variant="secondary" href={giftsPath}>
                {t('PROFILE_PROMOCODE.GO_TO_GIFTS')}
              </Button>
            )}
          </div>
        )}
      </div>
      <Modal
        open={askBonuses}
        onClose={closeAsk}
        title={t('PROFILE_PROMOCODE.BONUSES_OFF.TITLE')}
        size="s"
        initialFocusRef={confirmRef}
        closeOnEscape={!switching.pending}
        closeOnOverlayClick={!switching.pending}
        footer={
          <div className="cr-promo-code__confirm">
            <Button variant="secondary" disabled={switching.pending} onClick={closeAsk}>
              {t('PROFILE_PROMOCODE.BONUSES_OFF.KEEP')}
            </Button>
            <Button ref={confirmRef} loading={switching.pending} onClick={switchOnAndSend}>
              {t('PROFILE_PROMOCODE.BONUSES_OFF.CONFIRM')}
            </Button>
          </div>
        }
      >
        <p>{t('PROFILE_PROMOCODE.BONUSES_OFF.TEXT')}</p>
        {switchError && <FormAlert className="cr-promo-code__alert">{switchError}</FormAlert>}
      </Modal>
    </section>
  );
}
