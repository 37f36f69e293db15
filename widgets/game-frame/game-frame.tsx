import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { LOCALES } from '../../runtime/context/index.ts';
import {
  useLimits,
  usePlayer,
  usePlayerFields,
  useRefreshPlayer,
  useSelectGames,
  type Game,
} from '../../runtime/queries/index.ts';
import {
  joinPrefix,
  limitsPathFor,
  splitLocalePrefix,
  usePagePresence,
} from '../../runtime/routing/index.ts';
import {
  parseGamesPath,
  anyLimitReached,
  canFavourite,
  gameIdFor,
  launchGateFields,
  UNSUPPORTED_CURRENCY_MESSAGES,
} from '../../runtime/rules/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { Button, IconButton, Skeleton } from '../../runtime/ui/index.ts';
import {
  gamePath,
  registrationPath,
  useGameTiles,
  type GameTilesModel,
} from '../../runtime/ui/game-tile/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import type { GameFrameProps } from './game-frame.schema.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useGameMessages, type GameMessage } from './use-game-messages.ts';
import './game-frame.css';

export type PlayMode = 'real' | 'demo';

/** Real money only for players who did not ask for demo (spec §2); guests always get demo. */
export function playMode(loggedIn: boolean, query: string): PlayMode {
  return loggedIn && new URLSearchParams(query).get('mode') !== 'demo' ? 'real' : 'demo';
}

function Notice({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <section className="cr-game-frame__notice" role="status">
      <h1 className="cr-game-frame__notice-title">{title}</h1>
      {text && <p>{text}</p>}
      {children && <div className="cr-game-frame__actions">{children}</div>}
    </section>
  );
}

function FavouriteToggle({ game, model }: { game: Game; model: GameTilesModel }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  if (!canFavourite(game, model)) return null;
  const id = gameIdFor(game, model.currency);
  if (id === undefined) return null;
  const favourite = model.favouriteIds.has(id);
  return (
    <IconButton
      icon={favourite ? 'star-filled' : 'star'}
      label={t(favourite ? 'GAME_TILE.REMOVE_FAVOURITE' : 'GAME_TILE.ADD_FAVOURITE', { title: game.title })}
      aria-pressed={favourite}
      loading={busy}
      onClick={() => {
        // Repeated clicks while the change is on its way are ignored (spec §4).
        if (pending.current) return;
        pending.current = true;
        setBusy(true);
        model
          .toggleFavourite(id, !favourite)
          .catch(() => undefined)
          .finally(() => {
            pending.current = false;
            setBusy(false);
          });
      }}
    />
  );
}

/** The popup that asks for the player's details (the `modals` layout's `personal-info` slot). */
const PERSONAL_INFO_POPUP = 'personal-info';

/**
 * Spec §5: real money waits while the game's provider requires details the player has not filled.
 * The details popup opens once by itself with exactly those fields (the provider's name is their
 * context); once they are saved the player's profile reloads and the game starts.
 */
function LaunchGate({ game, fields, demoPath }: { game: Game; fields: string[]; demoPath: string | null }) {
  const { t } = useTranslation();
  const open = useModalStore((s) => s.open);
  const ask = useCallback(
    () => open(PERSONAL_INFO_POPUP, { context: game.provider, fields: fields.join(',') }),
    [open, game.provider, fields],
  );
  const asked = useRef<string | null>(null);
  const request = `${game.identifier}:${fields.join(',')}`;
  useEffect(() => {
    if (asked.current === request) return;
    asked.current = request;
    ask();
  }, [request, ask]);
  const names = fields.map((field) =>
    t(`PERSONAL_INFO.FIELDS.${field.toUpperCase()}`, { defaultValue: field }),
  );
  return (
    <Notice
      title={t('GAME_PAGE.DETAILS_NEEDED_TITLE')}
      text={t('GAME_PAGE.DETAILS_NEEDED', { fields: names.join(', ') })}
    >
      <Button onClick={ask}>{t('GAME_PAGE.FILL_DETAILS')}</Button>
      {demoPath && (
        <Button variant="secondary" href={demoPath}>
          {t('GAME_PAGE.PLAY_DEMO')}
        </Button>
      )}
    </Notice>
  );
}

/** The address of the game's launch page in the frame. */
function frameSrc(game: Game, launchPath: string, mode: 'real' | 'demo'): string {
  return `${launchPath}/${encodeURIComponent(game.provider)}/${encodeURIComponent(game.seo_title)}?mode=${mode}`;
}

export default function GameFrame({ props }: WidgetRenderProps<GameFrameProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const model = useGameTiles();
  const page = parseGamesPath(splitLocalePrefix(pathname, LOCALES, ctx.locale).path);
  const identifier = page.kind === 'game' ? `${page.producer}/${page.name}` : null;
  const blocked = ctx.auth === 'guest' && ctx.restriction !== 'none';
  const games = useSelectGames(identifier && !blocked ? [identifier] : [], ctx.device);
  const limits = useLimits();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const fullscreen = useFullscreen(stage);
  const refreshPlayer = useRefreshPlayer();
  const mobile = ctx.device === 'mobile';
  const limitReached = model.loggedIn && anyLimitReached(limits.data ?? [], model.currency ?? undefined);

  const lobby = joinPrefix(model.localePrefix, '/');
  const onGameMessage = useCallback(
    (message: GameMessage) => {
      if (message.type === 'refresh_user') refreshPlayer();
      else void navigate(message.type === 'close' ? lobby : joinPrefix(model.localePrefix, message.url));
    },
    [refreshPlayer, navigate, lobby, model.localePrefix],
  );
  const game = games.data?.[0];
  const mode = playMode(model.loggedIn, search);
  // Only a real-money launch asks what the provider requires.
  const player = usePlayer().data ?? null;
  const playerFields = usePlayerFields(mode === 'real' && player !== null);
  const gate = game ? launchGateFields(player, playerFields.data, game.provider, mode) : [];
  const gateKnown = mode === 'demo' || player === null || playerFields.data !== undefined;
  // The frame loads the game at once: it waits until the gate is known and open.
  const src = game && gateKnown && gate.length === 0 ? frameSrc(game, props.launchPath, mode) : null;
  useGameMessages(frame, src, onGameMessage);

  // The route guard sends such players away before the page; this covers limits reached meanwhile:
  // to the limits tab of the profile, or to the lobby while there is no profile page.
  const presence = usePagePresence();
  const limitsPath = limitsPathFor(presence);
  useEffect(() => {
    if (limitReached) void navigate(joinPrefix(model.localePrefix, limitsPath), { replace: true });
  }, [limitReached, model.localePrefix, limitsPath, navigate]);

  if (blocked) {
    return (
      <Notice title={t('GAME_PAGE.BLOCKED_TITLE')} text={t('GAME_PAGE.BLOCKED')}>
        <Button href={joinPrefix(model.localePrefix, '/')}>{t('GAME_PAGE.BACK_TO_LOBBY')}</Button>
      </Notice>
    );
  }
  if (identifier === null || limitReached) return null;
  if (games.isPending) {
    return (
      <div className="cr-game-frame" aria-busy="true">
        <Skeleton className="cr-game-frame__skeleton" />
      </div>
    );
  }
  if (game && mode === 'real' && player !== null && playerFields.isError) {
    return (
      <Notice title={t('GAME_PAGE.DETAILS_ERROR')}>
        <Button onClick={() => void playerFields.refetch()}>{t('GAME_PAGE.RETRY')}</Button>
        {game.has_demo_mode && (
          <Button variant="secondary" href={gamePath(game, model.localePrefix, true)}>
            {t('GAME_PAGE.PLAY_DEMO')}
          </Button>
        )}
      </Notice>
    );
  }
  if (game && !gateKnown) {
    return (
      <div className="cr-game-frame" aria-busy="true">
        <Skeleton className="cr-game-frame__skeleton" />
      </div>
    );
  }
  if (!game) {
    return (
      <Notice title={t(games.isError ? 'GAME_PAGE.ERROR' : 'GAME_PAGE.NOT_FOUND')}>
        <Button href={joinPrefix(model.localePrefix, '/')}>{t('GAME_PAGE.BACK_TO_LOBBY')}</Button>
      </Notice>
    );
  }

  const realPath = gamePath(game, model.localePrefix);
  const demoPath = gamePath(game, model.localePrefix, true);

  if (mode === 'real' && gameIdFor(game, model.currency) === undefined) {
    return (
      <Notice
        title={t(UNSUPPORTED_CURRENCY_MESSAGES.title)}
        text={t(UNSUPPORTED_CURRENCY_MESSAGES.text, { currency: model.currency ?? '' })}
      >
        {game.has_demo_mode && <Button href={demoPath}>{t('GAME_PAGE.PLAY_DEMO')}</Button>}
        <Button variant="secondary" href={joinPrefix(model.localePrefix, '/')}>
          {t('GAME_PAGE.BACK_TO_LOBBY')}
        </Button>
      </Notice>
    );
  }
  if (mode === 'real' && gate.length > 0) {
    return <LaunchGate game={game} fields={gate} demoPath={game.has_demo_mode ? demoPath : null} />;
  }
  if (mode === 'demo' && !game.has_demo_mode) {
    return (
      <Notice title={game.title} text={t('GAME_PAGE.NO_DEMO')}>
        <Button href={model.loggedIn ? realPath : registrationPath(realPath, model.localePrefix)}>
          {t('GAME_PAGE.PLAY_REAL')}
        </Button>
      </Notice>
    );
  }

  if (!src) return null;

  const switchMode =
    mode === 'demo' ? (
      <Button size="s" href={model.loggedIn ? realPath : registrationPath(realPath, model.localePrefix)}>
        {t('GAME_PAGE.PLAY_REAL')}
      </Button>
    ) : game.has_demo_mode ? (
      <Button size="s" variant="secondary" href={demoPath}>
        {t('GAME_PAGE.PLAY_DEMO')}
      </Button>
    ) : null;

  return (
    <section
      className={mobile ? 'cr-game-frame cr-game-frame--mobile' : 'cr-game-frame'}
      aria-labelledby="cr-game-frame-title"
    >
      <div className="cr-game-frame__bar">
        {mobile && (
          <IconButton
            icon="chevron-left"
            label={t('GAME_PAGE.BACK_TO_LOBBY')}
            href={joinPrefix(model.localePrefix, '/')}
          />
        )}
        <h1 id="cr-game-frame-title" className="cr-game-frame__title">
          {game.title}
        </h1>
        <span className="cr-game-frame__mode">
          {t(mode === 'demo' ? 'GAME_PAGE.DEMO_MODE' : 'GAME_PAGE.REAL_MODE')}
        </span>
        {switchMode}
        <FavouriteToggle game={game} model={model} />
        {!mobile && fullscreen.supported && (
          <Button size="s" variant="secondary" aria-pressed={fullscreen.active} onClick={fullscreen.toggle}>
            {t(fullscreen.active ? 'GAME_PAGE.EXIT_FULLSCREEN' : 'GAME_PAGE.FULLSCREEN')}
          </Button>
        )}
      </div>
      <div ref={stage} className="cr-game-frame__stage">
        <iframe
          ref={frame}
          key={src}
          className="cr-game-frame__iframe"
          src={src}
          title={t('GAME_PAGE.FRAME_TITLE', { title: game.title })}
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      </div>
    </section>
  );
}
