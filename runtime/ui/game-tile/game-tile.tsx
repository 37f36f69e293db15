import { memo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '../../queries/index.ts';
import { canFavourite, gameIdFor, isCurrencyLocked } from '../../rules/index.ts';
import { Icon } from '../icon.tsx';
import { LazyImage } from '../lazy-image.tsx';
import { gamePath, registrationPath } from './game-links.ts';
import './game-tile.css';

/** Devices whose first tap on a guest's tile shows its actions instead of following Play. */
const TAP_REVEALS_ACTIONS = '(hover: none)';

/** Intrinsic size of the generated game artwork (4:3); tiles scale it to their width. */
export const GAME_TILE_IMAGE = { width: 320, height: 240 } as const;

export interface GameTileProps {
  game: Game;
  localePrefix: string;
  loggedIn: boolean;
  /** The player's currency; null for guests. */
  currency: string | null;
  favourite: boolean;
  /** Adds (true) or removes (false) the favourite; the tile ignores clicks until it settles. */
  onToggleFavourite?: (gameId: number, favourite: boolean) => Promise<unknown>;
  /** Loads the image at once (the first tiles of the page). */
  priority?: boolean;
  /** Called when one of the tile's links is followed (e.g. to close the search popup). */
  onNavigate?: () => void;
  /** A line under the title that tells apart games of the same name (their provider). */
  note?: string;
}

/**
 * One game: artwork, title and, on hover, keyboard focus or a guest's tap on a touch screen, Play,
 * Demo (when the game has one) and the favourite toggle (players whose currency the game
 * supports). A guest's Play leads to registration; a player whose fiat currency the game lacks
 * sees a lock instead of Play.
 */
export const GameTile = memo(function GameTile({
  game,
  localePrefix,
  loggedIn,
  currency,
  favourite,
  onToggleFavourite,
  priority,
  onNavigate,
  note,
}: GameTileProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // A ref, not only state: two clicks in the same frame must not both get through.
  const pending = useRef(false);
  const viewer = { loggedIn, currency };
  const locked = isCurrencyLocked(game, viewer);
  const favouriteId = canFavourite(game, viewer) ? gameIdFor(game, currency) : undefined;
  const realPath = gamePath(game, localePrefix);
  const playPath = loggedIn ? realPath : registrationPath(realPath, localePrefix);
  const demoPath = gamePath(game, localePrefix, true);
  const title = game.title;
  const badge = game.badges[0]?.type;

  // A guest on a touch screen (no hover) gets the tile's actions on the first tap, as a mouse
  // shows them on hover: Play would otherwise go straight to sign-up and Demo stay out of reach.
  // Whether the actions showed before this tap: the tap's own press may already focus the cover.
  const shownBeforeTap = useRef(false);
  const notePress = (event: PointerEvent<HTMLAnchorElement>) => {
    shownBeforeTap.current = event.currentTarget.parentElement?.contains(document.activeElement) ?? false;
  };
  const revealOnTap = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!loggedIn && !locked && !shownBeforeTap.current && window.matchMedia(TAP_REVEALS_ACTIONS).matches) {
      event.preventDefault();
      event.currentTarget.focus();
      return;
    }
    onNavigate?.();
  };

  const toggle = () => {
    if (pending.current || favouriteId === undefined || !onToggleFavourite) return;
    pending.current = true;
    setBusy(true);
    onToggleFavourite(favouriteId, !favourite)
      .catch(() => undefined)
      .finally(() => {
        pending.current = false;
        setBusy(false);
      });
  };

  return (
    <div
      className={locked ? 'cr-game-tile cr-game-tile--locked' : 'cr-game-tile'}
      role="group"
      aria-label={note ? `${title}, ${note}` : title}
    >
      <div className="cr-game-tile__media">
        {/* The whole artwork opens the game for touch users; keyboard users reach the buttons. */}
        <Link
          to={locked && game.has_demo_mode ? demoPath : playPath}
          className="cr-game-tile__cover"
          tabIndex={-1}
          aria-hidden="true"
          onPointerDown={notePress}
          onClick={revealOnTap}
        >
          <LazyImage
            src={game.preview}
            alt=""
            width={GAME_TILE_IMAGE.width}
            height={GAME_TILE_IMAGE.height}
            fetchPriority={priority ? 'high' : undefined}
            className="cr-game-tile__image"
          />
        </Link>
        {badge && (
          <span className={`cr-game-tile__badge cr-game-tile__badge--${badge}`}>
            {t(`GAME_TILE.BADGES.${badge.toUpperCase().replace(/-/g, '_')}`)}
          </span>
        )}
        {locked && (
          <p className="cr-game-tile__lock">
            <Icon name="lock" />
            <span>{t('GAME_TILE.NOT_SUPPORTED')}</span>
          </p>
        )}
        <div className="cr-game-tile__overlay">
          {!locked && (
            <Link
              to={playPath}
              className="cr-button cr-button--primary cr-button--m cr-game-tile__play"
              aria-label={t('GAME_TILE.PLAY_GAME', { title })}
              onClick={onNavigate}
            >
              <Icon name="play" />
              <span>{t('GAME_TILE.PLAY')}</span>
            </Link>
          )}
          {game.has_demo_mode && (
            <Link
              to={demoPath}
              className="cr-button cr-button--secondary cr-button--s cr-game-tile__demo"
              aria-label={t('GAME_TILE.DEMO_GAME', { title })}
              onClick={onNavigate}
            >
              {t('GAME_TILE.DEMO')}
            </Link>
          )}
        </div>
        {favouriteId !== undefined && (
          <button
            type="button"
            className="cr-game-tile__favourite"
            aria-pressed={favourite}
            aria-busy={busy || undefined}
            aria-label={t(favourite ? 'GAME_TILE.REMOVE_FAVOURITE' : 'GAME_TILE.ADD_FAVOURITE', { title })}
            onClick={toggle}
          >
            <Icon name={favourite ? 'star-filled' : 'star'} />
          </button>
        )}
      </div>
      <p className="cr-game-tile__title">{title}</p>
      {note && <p className="cr-game-tile__note">{note}</p>}
    </div>
  );
});
