// What a measured form step says (the `analytics` event of the bus): types only, so that the bus
// and the modules that announce steps can both name them.

/** The player journeys whose steps are measured (spec §7: sign-up, deposit, withdraw, login). */
export type AnalyticsFlow = 'sign-up' | 'login' | 'deposit' | 'withdraw';
/** A form was shown, sent, accepted by the server, or refused (by its own checks or the server). */
export type AnalyticsStep = 'opened' | 'submitted' | 'succeeded' | 'failed';
/** Why a step failed: the form's own checks, the server's answer, or too many attempts. */
export type AnalyticsFailure = 'invalid' | 'refused' | 'rate-limited' | 'error';

export interface AnalyticsEvent {
  flow: AnalyticsFlow;
  step: AnalyticsStep;
  /** For `failed`: why. */
  reason?: AnalyticsFailure;
  /** Deposit and withdrawal: the payment method's id (never an amount or card data). */
  method?: string;
  /** Login: the second-factor step rather than the password. */
  twoFactor?: boolean;
}
