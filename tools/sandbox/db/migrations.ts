/** Channel of the database's change notifications (migration 2). */
export const PLAYER_CHANGES_CHANNEL = 'sandbox_player_changes';

/** Tables whose changes are notified on PLAYER_CHANGES_CHANNEL. */
export const WATCHED_TABLES = ['players', 'sessions', 'subscriptions', 'comp_points', 'user_limits'] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/**
 * Schema of the sandbox database, as ordered migrations. A migration is never edited once
 * released: players' on-disk data (`.sandbox/data`) must keep working, so changes are new steps.
 */
export const MIGRATIONS: readonly { id: number; sql: string }[] = [
  {
    id: 1,
    sql: `
      CREATE TABLE players (
        id SERIAL PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        nickname TEXT,
        first_name TEXT,
        last_name TEXT,
        date_of_birth TEXT,
        gender TEXT,
        country TEXT,
        city TEXT,
        address TEXT,
        postal_code TEXT,
        state TEXT,
        mobile_phone TEXT,
        profession TEXT,
        currency TEXT NOT NULL,
        language TEXT NOT NULL DEFAULT 'en',
        groups JSONB NOT NULL DEFAULT '[]',
        extra JSONB NOT NULL DEFAULT '{}',
        auth_fields_missed JSONB NOT NULL DEFAULT '[]',
        license_name TEXT NOT NULL DEFAULT 'CW',
        deposit_bonus_code TEXT,
        can_issue_bonuses BOOLEAN NOT NULL DEFAULT TRUE,
        two_factor_enabled BOOLEAN NOT NULL DEFAULT FALSE,
        otp_code TEXT,
        otp_expires_at TIMESTAMPTZ,
        confirmation_token TEXT UNIQUE,
        confirmed_at TIMESTAMPTZ,
        reset_password_token TEXT UNIQUE,
        reset_password_sent_at TIMESTAMPTZ,
        fun_balance_cents BIGINT NOT NULL DEFAULT 100000,
        spin_count INTEGER NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        current_sign_in_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE accounts (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        currency TEXT NOT NULL,
        amount_cents BIGINT NOT NULL DEFAULT 0 CHECK (amount_cents >= 0),
        cashout_cents BIGINT NOT NULL DEFAULT 0 CHECK (cashout_cents >= 0 AND cashout_cents <= amount_cents),
        active BOOLEAN NOT NULL DEFAULT FALSE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        UNIQUE (player_id, currency)
      );
      CREATE TABLE wallet_transactions (
        id SERIAL PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        amount_cents BIGINT NOT NULL,
        balance_after_cents BIGINT NOT NULL,
        reference TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX wallet_transactions_account ON wallet_transactions (account_id, kind, created_at);
      CREATE TABLE payments (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        action TEXT NOT NULL,
        state TEXT NOT NULL,
        amount_cents BIGINT NOT NULL,
        currency TEXT NOT NULL,
        method TEXT NOT NULL,
        fields JSONB NOT NULL DEFAULT '{}',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        finished_at TIMESTAMPTZ
      );
      CREATE TABLE user_limits (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        period TEXT NOT NULL,
        status TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount_cents BIGINT NOT NULL,
        pending_amount_cents BIGINT,
        disable_at TIMESTAMPTZ,
        confirm_until TIMESTAMPTZ,
        active_until TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE limit_tokens (
        token TEXT PRIMARY KEY,
        limit_id INTEGER NOT NULL REFERENCES user_limits(id) ON DELETE CASCADE,
        action TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE player_bonuses (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        type TEXT NOT NULL,
        strategy TEXT NOT NULL,
        group_key TEXT,
        stage TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount_cents BIGINT NOT NULL,
        amount_wager_cents BIGINT NOT NULL DEFAULT 0,
        amount_wager_requirement_cents BIGINT NOT NULL,
        activatable_until TIMESTAMPTZ,
        valid_until TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE freespins (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        type TEXT NOT NULL,
        provider TEXT NOT NULL,
        games JSONB NOT NULL,
        currency TEXT NOT NULL,
        freespins_total INTEGER NOT NULL,
        freespins_performed INTEGER,
        bet_level INTEGER NOT NULL,
        group_key TEXT,
        stage TEXT NOT NULL,
        activatable_until TIMESTAMPTZ,
        valid_until TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE lootboxes (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        currency TEXT NOT NULL,
        strategy TEXT NOT NULL,
        group_key TEXT NOT NULL,
        stage TEXT NOT NULL,
        items JSONB NOT NULL,
        activated_at TIMESTAMPTZ,
        valid_until TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE favourite_games (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        game_id INTEGER NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, game_id)
      );
      CREATE TABLE played_games (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        identifier TEXT NOT NULL,
        last_activity_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, identifier)
      );
      CREATE TABLE comp_points (
        player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        chargeable INTEGER NOT NULL DEFAULT 0 CHECK (chargeable >= 0),
        persistent INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE subscriptions (
        player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
        receive_promos BOOLEAN NOT NULL DEFAULT FALSE,
        receive_sms_promos BOOLEAN NOT NULL DEFAULT FALSE,
        receive_promos_via_phone_calls BOOLEAN NOT NULL DEFAULT FALSE,
        agreed_to_partner_promotions BOOLEAN NOT NULL DEFAULT FALSE
      );
      CREATE TABLE tournament_participation (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        tournament_id INTEGER NOT NULL,
        confirmed BOOLEAN,
        bet_cents BIGINT NOT NULL DEFAULT 0,
        win_cents BIGINT NOT NULL DEFAULT 0,
        games_taken INTEGER NOT NULL DEFAULT 0,
        points INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (player_id, tournament_id)
      );
      CREATE TABLE lottery_tickets (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        lottery_id INTEGER NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE outbox_mails (
        id SERIAL PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        links JSONB NOT NULL DEFAULT '[]',
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE diagnostics (
        id SERIAL PRIMARY KEY,
        kind TEXT NOT NULL,
        player_id INTEGER,
        body JSONB NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE TABLE restore_ids (
        internal_id TEXT NOT NULL,
        project TEXT NOT NULL,
        restore_id TEXT NOT NULL,
        PRIMARY KEY (internal_id, project)
      );
    `,
  },
  {
    // Caches of the server (sessions, GET /api/player) learn of every committed change to what they
    // hold from these notifications: payload `<table>:<player id>`. A rolled-back change sends none.
    id: 2,
    sql: `
      CREATE FUNCTION sandbox_player_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('${PLAYER_CHANGES_CHANNEL}', TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]));
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('${PLAYER_CHANGES_CHANNEL}', TG_TABLE_NAME || ':' || (to_jsonb(NEW) ->> TG_ARGV[0]));
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER players_changed AFTER INSERT OR UPDATE OR DELETE ON players
        FOR EACH ROW EXECUTE FUNCTION sandbox_player_changed('id');
      CREATE TRIGGER sessions_changed AFTER INSERT OR UPDATE OR DELETE ON sessions
        FOR EACH ROW EXECUTE FUNCTION sandbox_player_changed('player_id');
      CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
        FOR EACH ROW EXECUTE FUNCTION sandbox_player_changed('player_id');
      CREATE TRIGGER comp_points_changed AFTER INSERT OR UPDATE OR DELETE ON comp_points
        FOR EACH ROW EXECUTE FUNCTION sandbox_player_changed('player_id');
      CREATE TRIGGER user_limits_changed AFTER INSERT OR UPDATE OR DELETE ON user_limits
        FOR EACH ROW EXECUTE FUNCTION sandbox_player_changed('player_id');
    `,
  },
  {
    // Idempotency keys of the keyed writes (http/idempotency.ts): one row per key and scope (a
    // player, or the guests), with the request's fingerprint; status and body stay NULL while the
    // first request runs and hold its answer once it is final. Swept after 24 h.
    id: 3,
    sql: `
      CREATE TABLE idempotency_keys (
        scope TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        status INTEGER,
        content_type TEXT,
        body TEXT,
        created_at TIMESTAMPTZ NOT NULL,
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
    `,
  },
  {
    // The confirmation link signs in only the browser that asked for it (a hash of that browser's
    // cookie), and only for a while after it was sent.
    id: 4,
    sql: `
      ALTER TABLE players ADD COLUMN confirmation_browser TEXT;
      ALTER TABLE players ADD COLUMN confirmation_sent_at TIMESTAMPTZ;
    `,
  },
  {
    // Two-factor sign-in by an authenticator app (TOTP, auth/totp.ts): the confirmed secret and the
    // time step of the last code used, so that no code works twice. Mailed sign-in codes are gone:
    // an account that had them switched on without an authenticator has two-factor off until the
    // player sets one up.
    id: 5,
    sql: `
      ALTER TABLE players ADD COLUMN totp_secret TEXT;
      ALTER TABLE players ADD COLUMN totp_last_step BIGINT;
      UPDATE players SET two_factor_enabled = FALSE, otp_code = NULL, otp_expires_at = NULL
        WHERE totp_secret IS NULL;
    `,
  },
  {
    // An operator's notice to one player (the admin page sets it): GET /api/player/stats answers it
    // as messages.notice, and the client shows it under the header.
    id: 6,
    sql: `ALTER TABLE players ADD COLUMN operator_notice TEXT;`,
  },
  {
    // Identity verification (verification/): the documents players upload, kept in the database
    // with their review, and on the player the outcome of the identity check (`sumsub_verified`:
    // NULL until a proof of identity is reviewed) and the expiry of the source-of-wealth
    // questionnaire, which the sandbox's admin sets.
    id: 7,
    sql: `
      CREATE TABLE player_documents (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size_bytes INTEGER NOT NULL,
        content BYTEA NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        reason TEXT,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        reviewed_at TIMESTAMPTZ
      );
      CREATE INDEX player_documents_player ON player_documents (player_id, id);
      CREATE INDEX player_documents_status ON player_documents (status, id);
      ALTER TABLE players ADD COLUMN identity_verified BOOLEAN;
      ALTER TABLE players ADD COLUMN sow_questionnaire_expires_at TIMESTAMPTZ;
    `,
  },
  {
    // The live support chat (support-chat/): a player's conversations, whose id is the chat restore
    // id the client keeps with /restore-id/set, and their messages from the player and the operator.
    id: 8,
    sql: `
      CREATE TABLE support_conversations (
        id TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX support_conversations_player ON support_conversations (player_id, created_at);
      CREATE TABLE support_messages (
        id SERIAL PRIMARY KEY,
        conversation_id TEXT NOT NULL REFERENCES support_conversations(id) ON DELETE CASCADE,
        author TEXT NOT NULL CHECK (author IN ('player', 'operator')),
        text TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX support_messages_conversation ON support_messages (conversation_id, id);
    `,
  },
  {
    // Sportsbook bonuses (GET /api/v2/bonuses) that a sports promo code gives
    // (POST /api/v2/bonuses/promo-code); a code works once per player.
    id: 9,
    sql: `
      CREATE TABLE sport_bonuses (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        type TEXT NOT NULL,
        name TEXT NOT NULL,
        details JSONB,
        status TEXT NOT NULL,
        valid_to TIMESTAMPTZ NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        UNIQUE (player_id, code)
      );
    `,
  },
  {
    // The rocket chance (rocket-chance/): each launch of a player with the prize it won, as the
    // config described it then; launches count per UTC day.
    id: 10,
    sql: `
      CREATE TABLE rocket_launches (
        id SERIAL PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        prize_id TEXT NOT NULL,
        prize JSONB NOT NULL,
        currency TEXT NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      );
      CREATE INDEX rocket_launches_player ON rocket_launches (player_id, created_at);
    `,
  },
];
