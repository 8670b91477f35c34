/**
 * Table types. Portable across SQLite and PostgreSQL on purpose: timestamps are ISO-8601 UTC text
 * (sortable as text), booleans are 0/1 integers, JSON is text. See docs/decisions/0002-database.md.
 */

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  name: string | null;
  role: 'user' | 'admin';
  banned: number;
  ban_reason: string | null;
  oidc_subject: string | null;
  /** Free predictions consumed (or reserved by an analysis in flight). */
  free_used: number;
  /** Free predictions charged in the period named by free_period_key (migration 0008; day and month allowances). */
  free_period_used?: number;
  /** The period free_period_used counts: `d:YYYY-MM-DD` or `m:YYYY-MM` (UTC), '' before the first one. */
  free_period_key?: string;
  created_at: string;
  updated_at: string;
  /** When the address was confirmed through an emailed link (migration 0006); null until then. */
  email_verified_at: string | null;
  /**
   * Consecutive failed password sign-ins and their backoff (migration 0006); unread since issue 47 (low): failures are
   * counted per address and account instead (modules/auth/signin-throttle.ts).
   */
  failed_signins?: number;
  signin_blocked_until: string | null;
}

export interface AccountTokensTable {
  /** sha256 of the token sent by mail. */
  id: string;
  user_id: string;
  purpose: 'verify' | 'reset';
  email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** What is kept of a deleted account's subscriptions for the accounts: no user, no customer, no card. */
export interface PaymentRecordsTable {
  id: string;
  provider: string;
  provider_ref: string | null;
  status: string;
  current_period_end: string | null;
  created_at: string;
  detached_at: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a leaked database does not leak usable sessions. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  user_agent: string | null;
  ip: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface UploadsTable {
  id: string;
  owner_id: string;
  storage_key: string;
  content_type: string;
  size: number;
  width: number;
  height: number;
  sha256: string;
  created_at: string;
  deleted_at: string | null;
  /** The upload's ScreenshotReading as JSON once OCR has read it; null before, and after deletion. */
  reading_json?: string | null;
}

export interface PredictionsTable {
  id: string;
  user_id: string;
  created_at: string;
  language: string;
  sport: string | null;
  overall_confidence: number;
  result_json: string;
  /** sha256 of result_json: predictions are append-only, the hash lets anyone check one was not edited. */
  content_hash: string;
  /** Client idempotency key, so a retried request never stores twice. */
  request_id: string | null;
  charged_free: number;
  outcome: string | null;
  outcome_at: string | null;
  /** The history item without its outcome, as JSON (migration 0002); null on rows stored before it. */
  summary_json?: string | null;
  /** result.recommendedOption (migration 0003): the track record counts these against outcomes in SQL. */
  recommended_option?: string | null;
  /** The likeliest outcome of the analysis, 'home' | 'draw' | 'away' (migration 0011): the track record scores it. */
  likeliest_outcome?: string | null;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  provider: string;
  provider_ref: string | null;
  provider_customer: string | null;
  status: 'active' | 'inactive' | 'expired' | 'cancelled';
  current_period_end: string | null;
  cancel_at_period_end: number;
  payment_method_ref: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookEventsTable {
  provider: string;
  event_id: string;
  event_type: string;
  received_at: string;
}

export interface AuditLogTable {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  details: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  message: string;
  language: string;
  created_at: string;
  /** 1 when the sender had Pro at the time (migration 0009): such messages come first in the admin inbox. */
  priority?: number;
}

/** One row per user who set a bankroll (migration 0007). */
export interface AnalysisSettingsTable {
  user_id: string;
  bankroll: number | null;
  currency: string;
  updated_at: string;
}

/** What a user placed on one prediction (migration 0009). */
export interface BetsTable {
  prediction_id: string;
  user_id: string;
  selection: string;
  stake: number;
  currency: string | null;
  odds: number;
  closing_odds: number | null;
  result: 'pending' | 'won' | 'lost' | 'void';
  /** The analysed probability of the selection, 0..1, copied from the prediction at record time. */
  probability: number | null;
  recorded_at: string;
  settled_at: string | null;
}

/** Personal API keys (migration 0009): only the token's SHA-256 is kept. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  predictions: PredictionsTable;
  subscriptions: SubscriptionsTable;
  webhook_events: WebhookEventsTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  analysis_settings: AnalysisSettingsTable;
  account_tokens: AccountTokensTable;
  payment_records: PaymentRecordsTable;
  bets: BetsTable;
  api_keys: ApiKeysTable;
}
