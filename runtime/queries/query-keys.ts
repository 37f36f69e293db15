// Every React Query key of the client, in one place. Everything that belongs to the signed-in
// player sits under ['player'], so that login and logout can drop it with one call.

export const PLAYER_ROOT = ['player'] as const;

export const queryKeys = {
  config: (name: string, params: Record<string, unknown> | null = null) => ['config', name, params] as const,
  /** Prefix of every query of one config document, whatever its params; with no name, of every document. */
  configAll: (name?: string) => (name === undefined ? (['config'] as const) : (['config', name] as const)),

  player: {
    all: PLAYER_ROOT,
    profile: () => [...PLAYER_ROOT, 'profile'] as const,
    settings: () => [...PLAYER_ROOT, 'settings'] as const,
    stats: () => [...PLAYER_ROOT, 'stats'] as const,
    paymentsAll: () => [...PLAYER_ROOT, 'payments'] as const,
    payments: (params: Record<string, unknown> | null = null) =>
      [...PLAYER_ROOT, 'payments', params] as const,
    paymentMethodsAll: () => [...PLAYER_ROOT, 'payment-methods'] as const,
    paymentMethods: (currency: string, action: string) =>
      [...PLAYER_ROOT, 'payment-methods', currency, action] as const,
    /** Prefix of the accounts' queries: invalidating it refreshes the balance everywhere. */
    accountsAll: () => [...PLAYER_ROOT, 'accounts'] as const,
    accounts: (compatibility = false) => [...PLAYER_ROOT, 'accounts', compatibility] as const,
    compPoints: () => [...PLAYER_ROOT, 'comp-points'] as const,
    vipProgress: () => [...PLAYER_ROOT, 'vip-progress'] as const,
    subscriptions: () => [...PLAYER_ROOT, 'subscriptions'] as const,
    bonuses: () => [...PLAYER_ROOT, 'bonuses'] as const,
    freespins: () => [...PLAYER_ROOT, 'freespins'] as const,
    lootboxes: () => [...PLAYER_ROOT, 'lootboxes'] as const,
    availableBonuses: () => [...PLAYER_ROOT, 'available-bonuses'] as const,
    sportBonuses: () => [...PLAYER_ROOT, 'sport-bonuses'] as const,
    /** A list of the profile gifts: under that list's key, so that what refreshes the list refreshes it. */
    gifts: (list: 'bonuses' | 'freespins' | 'lootboxes' | 'sport-bonuses') =>
      [...PLAYER_ROOT, list, 'gifts'] as const,
    favouritesAll: () => [...PLAYER_ROOT, 'favourites'] as const,
    favouriteIds: () => [...PLAYER_ROOT, 'favourites', 'ids'] as const,
    favouriteGames: () => [...PLAYER_ROOT, 'favourites', 'games'] as const,
    playedGamesHistory: () => [...PLAYER_ROOT, 'played-games', 'history'] as const,
    limits: () => [...PLAYER_ROOT, 'limits'] as const,
    tournaments: () => [...PLAYER_ROOT, 'tournaments'] as const,
    tournamentStatusesAll: () => [...PLAYER_ROOT, 'tournament-status'] as const,
    tournamentStatus: (id: number) => [...PLAYER_ROOT, 'tournament-status', id] as const,
    tournamentStatuses: (ids: readonly number[]) =>
      [...PLAYER_ROOT, 'tournament-status', 'batch', ids] as const,
    lotteryStatusesAll: () => [...PLAYER_ROOT, 'lottery-status'] as const,
    lotteryStatuses: () => [...PLAYER_ROOT, 'lottery-status', 'all'] as const,
    lotteryStatus: (id: number) => [...PLAYER_ROOT, 'lottery-status', id] as const,
    documents: () => [...PLAYER_ROOT, 'documents'] as const,
    /** The live support chat: the restore id (per brand), and the messages of a conversation. */
    chatRestoreIdAll: () => [...PLAYER_ROOT, 'chat-restore-id'] as const,
    chatRestoreId: (brandId: string) => [...PLAYER_ROOT, 'chat-restore-id', brandId] as const,
    supportChat: (conversation: string) => [...PLAYER_ROOT, 'support-chat', conversation] as const,
    vipAdventures: () => [...PLAYER_ROOT, 'vip-adventures'] as const,
    rocketChance: () => [...PLAYER_ROOT, 'rocket-chance'] as const,
  },

  info: {
    playerFields: () => ['info', 'player-fields'] as const,
    statuses: () => ['info', 'statuses'] as const,
    countries: () => ['info', 'countries'] as const,
    currencies: () => ['info', 'currencies'] as const,
    cryptoExchangeRates: () => ['info', 'crypto-exchange-rates'] as const,
    currentIp: () => ['info', 'current-ip'] as const,
    clientContext: () => ['info', 'client-context'] as const,
  },

  games: {
    all: ['games'] as const,
    filter: (params: Record<string, unknown>) => ['games', 'filter', params] as const,
    select: (ids: readonly string[], device: string | null) => ['games', 'select', ids, device] as const,
    providers: () => ['games', 'providers'] as const,
  },

  jackpots: {
    list: () => ['jackpots', 'list'] as const,
    wins: () => ['jackpots', 'wins'] as const,
  },

  bonusOffers: {
    deposit: () => ['bonus-offers', 'deposit'] as const,
  },

  compPointRates: (type: string) => ['comp-point-rates', type] as const,

  tournaments: {
    all: ['tournaments'] as const,
    list: () => ['tournaments', 'list'] as const,
    detail: (id: number) => ['tournaments', 'detail', id] as const,
  },

  lotteries: {
    all: ['lotteries'] as const,
    list: () => ['lotteries', 'list'] as const,
    detail: (id: number) => ['lotteries', 'detail', id] as const,
  },

  cms: {
    /** Prefix of every CMS page query. */
    all: () => ['cms'] as const,
    pages: (locale: string) => ['cms', 'pages', locale] as const,
    page: (slug: string, locale: string) => ['cms', 'page', slug, locale] as const,
  },

  /** Prefix of every e-mail confirmation: its answer is a player, dropped at logout. */
  emailConfirmationAll: () => ['email-confirmation'] as const,
  emailConfirmation: (token: string) => ['email-confirmation', token] as const,
  limitConfirmation: (token: string) => ['limit-confirmation', token] as const,

  /** Payment methods as anyone may see them (the payments page), outside the player's data. */
  paymentMethodCatalog: (currency: string, action: string) => ['payment-methods', currency, action] as const,
};
