// The public entry for widgets: hooks over the API, plus the types and pure derivations they need.
// Widgets never import runtime/api directly (lint-enforced); everything they may use is here.

export * from './auth.ts';
export * from './bonuses.ts';
export * from './cms.ts';
export * from './comp-points.ts';
export * from './config.ts';
export * from './games.ts';
export * from './info.ts';
export * from './limits.ts';
export * from './lotteries.ts';
export * from './payments.ts';
export * from './player.ts';
export * from './player-scope.ts';
export * from './retry-wait.ts';
export * from './rocket-chance.ts';
export * from './subscriptions.ts';
export * from './support-chat.ts';
export * from './tournaments.ts';
export * from './verification.ts';
export { createQueryClient } from './query-client.ts';
export { queryKeys, PLAYER_ROOT } from './query-keys.ts';

export type * from '../api/types.ts';
export {
  ApiError,
  errorBodyMessage,
  errorCode,
  fieldErrorsOf,
  firstMessage,
  isNotFound,
  MaintenanceError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
  validationErrors,
  type FieldErrorsOf,
  type ServerErrors,
} from '../api/errors.ts';
export {
  isEmailRejected,
  signedInBy,
  type EmailCheckCode,
  type EmailConfirmation,
  type PasswordChange,
  type RegistrationUser,
  type SignInUser,
  type TwoFactorSetup,
} from '../api/auth.ts';
export {
  offerTitle,
  type CouponStatus,
  type SportBonus,
  type VipAdventureState,
  type WheelSpin,
} from '../api/bonuses.ts';
export { cmsSlug, type CmsPage, type CmsPageListItem } from '../api/cms.ts';
export {
  isSaleCard,
  RATE_TYPES,
  type ExchangePayload,
  type RateCard,
  type RateType,
  type VipStatusProgress,
} from '../api/comp-points.ts';
export { EMPTY_CONFIG, type ConfigName, type ConfigShapes, type Manager } from '../api/config.ts';
export {
  gameIdFor,
  GAMES_PAGE_SIZE,
  LOBBY_ROW_SIZE,
  maskWinnerName,
  providerLogo,
  type Game,
  type GameBadgeType,
  type GamePage,
  type GamesFilter,
  type JackpotWin,
  type PlayedGame,
  type Provider,
} from '../api/games.ts';
export type { ClientContext, Country, Currency, FieldConfig, GiftDescription, Status } from '../api/info.ts';
export type { LimitConfirmation, LimitInput } from '../api/limits.ts';
export type { Lottery, LotteryStatus } from '../api/lotteries.ts';
export type { PaymentAction, PaymentMethod, PaymentRequest } from '../api/payments.ts';
export { playerGroups, playerLevel, type PlayerStats, type PlayerUpdateResult } from '../api/player.ts';
export type { RocketChanceState, RocketLaunch, RocketLaunchResult } from '../api/rocket-chance.ts';
export type { Subscriptions, SubscriptionsOutcome } from '../api/subscriptions.ts';
export type { DocumentUpload, PlayerDocument, UploadProgress } from '../api/verification.ts';
export type { ChatMessage } from '../api/support-chat.ts';
export { tournamentScore, type Tournament, type TournamentPlayerStatus } from '../api/tournaments.ts';
// Reports are fire-and-forget writes without a cache; widgets send them through here.
export {
  reportServerErrors,
  reportValidationErrors,
  sendContactMessage,
  sendGameStartPerformance,
  sendPwaEvent,
  type ValidationComponent,
} from '../api/diagnostics.ts';
