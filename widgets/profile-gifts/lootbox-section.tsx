import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useActivateLootbox, type Lootbox, type LootboxItem } from '../../runtime/queries/index.ts';
import { lootboxChances, lootboxPrize, lootboxReel } from '../../runtime/rules/index.ts';
import {
  Badge,
  Button,
  FormAlert,
  Modal,
  Spinner,
  usePrefersReducedMotion,
  useSubmitOnce,
} from '../../runtime/ui/index.ts';
import type { BonusesGate } from './bonuses-gate.tsx';
import { GiftCountdown } from './gift-countdown.tsx';
import { LOOTBOX_REEL } from './gift-model.ts';
import type { GiftTexts } from './gift-texts.ts';

/** A chance below this marks a rare prize (drawn in the accent colour on the reel). */
const RARE_CHANCE = 0.01;
/** The reel stops by itself after its animation; this ends the wait if no transition end arrives. */
const REEL_FALLBACK_MS = 6_000;

type Opening =
  | { box: Lootbox; phase: 'opening' }
  | { box: Lootbox; phase: 'opened'; prize: LootboxItem | null }
  | { box: Lootbox; phase: 'failed'; error: string };

interface LootboxSectionProps {
  texts: GiftTexts;
  boxes: readonly Lootbox[];
  gate: BonusesGate;
  onNotice: (notice: string) => void;
  onDeadline: () => void;
}

/**
 * The player's loot boxes (spec §3, §4): what each may give and how likely, and an Open button
 * while it is issued. Opening draws the prize on the platform (one keyed request per press, inert
 * while it runs) and shows it in a popup that outlives the box's card, which may leave the list
 * (spec §4: a box opened on another day than it was made is no longer listed).
 */
export function LootboxSection({ texts, boxes, gate, onNotice, onDeadline }: LootboxSectionProps) {
  const { t } = texts;
  const headingId = useId();
  const activate = useActivateLootbox();
  const submit = useSubmitOnce();
  const [opening, setOpening] = useState<Opening | null>(null);

  const open = (box: Lootbox) =>
    gate(() =>
      submit.run(async () => {
        setOpening({ box, phase: 'opening' });
        try {
          const result = await activate.mutateAsync(box.id);
          const prize = lootboxPrize(result, box.items);
          setOpening({ box, phase: 'opened', prize });
          onNotice(
            prize
              ? t('PROFILE_GIFTS.LOOTBOXES.WON', { prize: prizeTitle(prize) })
              : t('PROFILE_GIFTS.LOOTBOXES.WON_UNKNOWN'),
          );
        } catch (failure) {
          setOpening({
            box,
            phase: 'failed',
            error: texts.failure(failure, 'PROFILE_GIFTS.LOOTBOXES.FAILED'),
          });
        }
      }),
    );

  const popup = opening && (
    <LootboxOpening
      texts={texts}
      opening={opening}
      onRetry={() => open(opening.box)}
      onClose={() => {
        if (!submit.pending) setOpening(null);
      }}
    />
  );
  return (
    <>
      {boxes.length > 0 && (
        <section className="cr-profile-gifts__block" aria-labelledby={headingId}>
          <h3 id={headingId} className="cr-profile-gifts__subtitle">
            {t('PROFILE_GIFTS.LOOTBOXES.TITLE')}
          </h3>
          <ul className="cr-profile-gifts__list" aria-labelledby={headingId}>
            {boxes.map((box) => (
              <LootboxCard
                key={box.id}
                texts={texts}
                box={box}
                busy={submit.pending}
                onOpen={() => open(box)}
                onDeadline={onDeadline}
              />
            ))}
          </ul>
        </section>
      )}
      {popup}
    </>
  );
}

/** The short name of a prize on the reel and in the list: "20 free spins", "€5.00". */
function prizeLabel(texts: GiftTexts, item: LootboxItem, currency: string): string {
  const bonus = item.bonuses[0];
  if (!bonus) return '';
  for (const attribute of bonus.attributes) {
    if (attribute.field === 'freespins_count') {
      return texts.t('PROFILE_GIFTS.SPINS', { count: attribute.value });
    }
    if (attribute.field === 'bonus_amount') {
      const amount = attribute.value.find((a) => a.currency === currency) ?? attribute.value[0];
      if (amount) return texts.money(amount.amount_cents, amount.currency);
    }
  }
  return bonus.title;
}

/** The full name of what a prize gives, every bonus of it. */
const prizeTitle = (item: LootboxItem) => item.bonuses.map((bonus) => bonus.title).join(' + ');

function LootboxCard({
  texts,
  box,
  busy,
  onOpen,
  onDeadline,
}: {
  texts: GiftTexts;
  box: Lootbox;
  busy: boolean;
  onOpen: () => void;
  onDeadline: () => void;
}) {
  const { t } = texts;
  const titleId = useId();
  const prizesId = useId();
  const chances = lootboxChances(box.items);
  const issued = box.stage === 'issued';
  return (
    <li className="cr-profile-gifts__item">
      <article className="cr-profile-gifts__card" aria-labelledby={titleId}>
        <div className="cr-profile-gifts__card-head">
          <h4 id={titleId} className="cr-profile-gifts__card-title">
            {box.title}
          </h4>
          <span className="cr-profile-gifts__badges">
            <Badge tone="accent">{t('PROFILE_GIFTS.KIND.LOOTBOX')}</Badge>
            {!issued && (
              <Badge tone="neutral">
                {t(
                  box.stage === 'activated'
                    ? 'PROFILE_GIFTS.LOOTBOXES.OPENED'
                    : 'PROFILE_GIFTS.LOOTBOXES.CANCELED',
                )}
              </Badge>
            )}
          </span>
        </div>
        {box.items.length > 0 && (
          <>
            <p id={prizesId} className="cr-profile-gifts__muted">
              {t('PROFILE_GIFTS.LOOTBOXES.PRIZES')}
            </p>
            <ul className="cr-profile-gifts__prizes" aria-labelledby={prizesId}>
              {box.items.map((item, index) => (
                <li key={item.id} className="cr-profile-gifts__prize">
                  <span>{prizeLabel(texts, item, box.currency)}</span>
                  <span className="cr-profile-gifts__muted">
                    {t('PROFILE_GIFTS.LOOTBOXES.CHANCE', { chance: texts.percent(chances[index] ?? 0) })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
        {issued && (
          <>
            <p className="cr-profile-gifts__deadline">
              <span>{t('PROFILE_GIFTS.LOOTBOXES.OPEN_WITHIN')}</span>{' '}
              <GiftCountdown to={box.valid_until} onEnd={onDeadline} />
            </p>
            <div className="cr-profile-gifts__actions">
              <Button
                size="s"
                loading={busy}
                aria-label={t('PROFILE_GIFTS.LOOTBOXES.OPEN_LABEL', { title: box.title })}
                onClick={onOpen}
              >
                {t('PROFILE_GIFTS.LOOTBOXES.OPEN')}
              </Button>
            </div>
          </>
        )}
      </article>
    </li>
  );
}

/**
 * The opening of a box: a reel of its prizes (common ones pass often, rare ones seldom) that runs
 * and stops on the prize the platform drew. Without motion (prefers-reduced-motion) the reel
 * stands on the prize at once. The outcome is said in words as soon as it shows.
 */
function LootboxOpening({
  texts,
  opening,
  onRetry,
  onClose,
}: {
  texts: GiftTexts;
  opening: Opening;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = texts;
  const { box } = opening;
  const reducedMotion = usePrefersReducedMotion();
  const prize = opening.phase === 'opened' ? opening.prize : null;
  const prizeIndex = prize ? box.items.findIndex((item) => item.id === prize.id) : -1;
  const [landed, setLanded] = useState(false);
  const [running, setRunning] = useState(false);
  const doneRef = useRef<HTMLButtonElement>(null);
  const chances = lootboxChances(box.items);
  const reel =
    prizeIndex >= 0
      ? lootboxReel(box.items, prizeIndex, { ...LOOTBOX_REEL, seed: box.id })
      : lootboxReel(box.items, 0, { ...LOOTBOX_REEL, seed: box.id });
  const animate = prizeIndex >= 0 && !reducedMotion;
  const revealed = opening.phase === 'opened' && (!animate || landed);

  useEffect(() => {
    if (!animate) return;
    // One frame at the start position first, so that the move to the prize is animated.
    const frame = requestAnimationFrame(() => setRunning(true));
    const fallback = setTimeout(() => setLanded(true), REEL_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [animate]);

  useEffect(() => {
    if (revealed) doneRef.current?.focus();
  }, [revealed]);

  const at = prizeIndex >= 0 && (running || !animate) ? LOOTBOX_REEL.stopAt : 2;
  const busy = opening.phase === 'opening';
  return (
    <Modal
      open
      onClose={onClose}
      title={box.title}
      size="s"
      closeOnEscape={!busy}
      closeOnOverlayClick={!busy}
      hideCloseButton={busy}
      footer={
        <div className="cr-profile-gifts__confirm">
          {opening.phase === 'failed' && (
            <Button variant="secondary" onClick={onRetry}>
              {t('PROFILE_GIFTS.RETRY')}
            </Button>
          )}
          <Button
            ref={doneRef}
            disabled={busy || (opening.phase === 'opened' && !revealed)}
            onClick={onClose}
          >
            {t('PROFILE_GIFTS.LOOTBOXES.DONE')}
          </Button>
        </div>
      }
    >
      <div
        className={`cr-lootbox-reel${animate ? ' cr-lootbox-reel--animated' : ''}${revealed ? ' cr-lootbox-reel--landed' : ''}`}
        aria-hidden="true"
      >
        <ol
          className="cr-lootbox-reel__strip"
          style={{ '--cr-reel-at': at } as CSSProperties}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) setLanded(true);
          }}
        >
          {reel.map((itemIndex, position) => {
            const item = box.items[itemIndex];
            const rare = (chances[itemIndex] ?? 1) < RARE_CHANCE;
            return (
              <li
                key={position}
                className={[
                  'cr-lootbox-reel__tile',
                  rare && 'cr-lootbox-reel__tile--rare',
                  position === LOOTBOX_REEL.stopAt && prizeIndex >= 0 && 'cr-lootbox-reel__tile--prize',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                {item ? prizeLabel(texts, item, box.currency) : ''}
              </li>
            );
          })}
        </ol>
        <span className="cr-lootbox-reel__marker" />
      </div>
      <div role="status" className="cr-profile-gifts__opening">
        {busy && (
          <p className="cr-profile-gifts__opening-wait">
            <Spinner size="s" />
            {t('PROFILE_GIFTS.LOOTBOXES.OPENING', { title: box.title })}
          </p>
        )}
        {revealed && (
          <>
            <p className="cr-profile-gifts__won">
              {prize
                ? t('PROFILE_GIFTS.LOOTBOXES.WON', { prize: prizeTitle(prize) })
                : t('PROFILE_GIFTS.LOOTBOXES.WON_UNKNOWN')}
            </p>
            {prize && <p className="cr-profile-gifts__muted">{t('PROFILE_GIFTS.LOOTBOXES.WON_TEXT')}</p>}
          </>
        )}
      </div>
      {opening.phase === 'failed' && (
        <FormAlert className="cr-profile-gifts__alert">{opening.error}</FormAlert>
      )}
    </Modal>
  );
}
