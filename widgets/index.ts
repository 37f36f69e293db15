import type { AnyWidgetDefinition } from '../runtime/slots/index.ts';
import { auConfirmation } from './au-confirmation/index.ts';
import { bottomBar } from './bottom-bar/index.ts';
import { cashbox } from './cashbox/index.ts';
import { catchSteps } from './catch-steps/index.ts';
import { categoryMenu } from './category-menu/index.ts';
import { contentPage } from './content-page/index.ts';
import { cookieBanner } from './cookie-banner/index.ts';
import { currencySelect } from './currency-select/index.ts';
import { emailConfirmation } from './email-confirmation/index.ts';
import { gameFrame } from './game-frame/index.ts';
import { gameGrid } from './game-grid/index.ts';
import { gameRow } from './game-row/index.ts';
import { gamesHistory } from './games-history/index.ts';
import { headerNotices } from './header-notices/index.ts';
import { heroBanner } from './hero-banner/index.ts';
import { idleTitle } from './idle-title/index.ts';
import { jackpots } from './jackpots/index.ts';
import { loginForm } from './login-form/index.ts';
import { mainWidget } from './main-widget/index.ts';
import { newPassword } from './new-password/index.ts';
import { notFound } from './not-found/index.ts';
import { paymentsHistory } from './payments-history/index.ts';
import { perks } from './perks/index.ts';
import { personalInfoForm } from './personal-info-form/index.ts';
import { profileGifts } from './profile-gifts/index.ts';
import { profileLevel } from './profile-level/index.ts';
import { profileLimits } from './profile-limits/index.ts';
import { profileSecurity } from './profile-security/index.ts';
import { profileLanguage } from './profile-language/index.ts';
import { profileSubscriptions } from './profile-subscriptions/index.ts';
import { profileSummary } from './profile-summary/index.ts';
import { profileTabs } from './profile-tabs/index.ts';
import { profileVerification } from './profile-verification/index.ts';
import { promoCodeForm } from './promo-code-form/index.ts';
import { quests } from './quests/index.ts';
import { pwaInstallGuide } from './pwa-install-guide/index.ts';
import { registrationForm } from './registration-form/index.ts';
import { remindPassword } from './remind-password/index.ts';
import { restrictedGeoNotice } from './restricted-geo-notice/index.ts';
import { rocketChance } from './rocket-chance/index.ts';
import { rocketMart } from './rocket-mart/index.ts';
import { searchPopup } from './search-popup/index.ts';
import { sidebar } from './sidebar/index.ts';
import { siteFooter } from './site-footer/index.ts';
import { siteHeader } from './site-header/index.ts';
import { staticPage } from './static-page/index.ts';
import { supportChat } from './support-chat/index.ts';
import { vipClub } from './vip-club/index.ts';
import { bonusWheel } from './bonus-wheel/index.ts';
import { tournamentList } from './tournament-list/index.ts';
import { tournamentPage } from './tournament-page/index.ts';
import { timedPopups } from './timed-popups/index.ts';

/**
 * The widget catalogue: every widget definition. The codegen precompiles their props
 * validators, the CLI checks layouts against it, and the app registers it at boot.
 */
export const widgets: AnyWidgetDefinition[] = [
  auConfirmation,
  bottomBar,
  cashbox,
  catchSteps,
  categoryMenu,
  contentPage,
  cookieBanner,
  currencySelect,
  emailConfirmation,
  gameFrame,
  gameGrid,
  gameRow,
  gamesHistory,
  headerNotices,
  heroBanner,
  idleTitle,
  jackpots,
  loginForm,
  mainWidget,
  newPassword,
  notFound,
  paymentsHistory,
  perks,
  personalInfoForm,
  profileGifts,
  profileLevel,
  profileLimits,
  profileSecurity,
  profileLanguage,
  profileSubscriptions,
  profileSummary,
  profileTabs,
  profileVerification,
  promoCodeForm,
  pwaInstallGuide,
  quests,
  registrationForm,
  remindPassword,
  restrictedGeoNotice,
  rocketChance,
  rocketMart,
  searchPopup,
  sidebar,
  siteFooter,
  siteHeader,
  staticPage,
  supportChat,
  vipClub,
  bonusWheel,
  tournamentList,
  tournamentPage,
  timedPopups,
];
