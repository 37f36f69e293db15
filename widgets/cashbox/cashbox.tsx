import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { Spinner, Tabs } from '../../runtime/ui/index.ts';
import type { CashboxProps } from './cashbox.schema.ts';
import { Dashboard } from './dashboard.tsx';
import { PaymentPanel, type DepositVariant } from './payment-panel.tsx';
import { prefetchPaymentForm, queryKeys, type Account, type Player } from '../../runtime/queries/index.ts';
import { useWallet, walletCurrency } from './use-wallet.ts';
import './cashbox.css';

type Tab = 'dashboard' | 'deposit' | 'withdraw';

interface View {
  tab: Tab;
  variant: DepositVariant;
}

/** The view a popup step opens (spec §2 cashbox routes); an unknown step shows the dashboard. */
export function viewOfStep(step: string | undefined): View {
  switch (step) {
    case 'deposit':
    case 'deposit-bonus':
    case 'deposit-fast':
      return { tab: 'deposit', variant: step };
    case 'withdraw':
      return { tab: 'withdraw', variant: 'deposit' };
    default:
      return { tab: 'dashboard', variant: 'deposit' };
  }
}

/**
 * Warmed before the popup opens (a signed-in player's header links to it): the deposit form's
 * methods and amount rules, in the wallet's currency, load meanwhile.
 */
export function prefetch(queryClient: QueryClient): void {
  const player = queryClient.getQueryData<Player | null>(queryKeys.player.profile());
  if (!player) return;
  const accounts = queryClient.getQueryData<Account[]>(queryKeys.player.accounts(false));
  prefetchPaymentForm(queryClient, { currency: walletCurrency(player, accounts), action: 'deposit' });
}

/**
 * The cashbox popup: the dashboard (balances, recent payments, recall), deposit and withdraw,
 * as keyboard-accessible tabs. The popup's `step` param picks the tab and the deposit variant.
 */
export default function Cashbox({ props }: WidgetRenderProps<CashboxProps>) {
  const { t } = useTranslation();
  const step = useModalStore((s) => s.stack.findLast((m) => m.name === 'cashbox')?.params.step);
  const { wallet, loading } = useWallet();
  const [view, setView] = useState(() => viewOfStep(step));
  const [shownStep, setShownStep] = useState(step);
  // Visited panels stay mounted (hidden), so that switching tabs never loses what was typed.
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set([view.tab]));

  const show = (next: View) => {
    setView(next);
    if (!visited.has(next.tab)) setVisited(new Set([...visited, next.tab]));
  };
  // The popup is reopened with another step (a header or footer link while it is open).
  if (step !== shownStep) {
    setShownStep(step);
    show(viewOfStep(step));
  }

  if (loading) {
    return (
      <div className="cr-cashbox cr-cashbox--loading">
        <Spinner />
      </div>
    );
  }
  if (!wallet) {
    return (
      <div className="cr-cashbox">
        <p className="cr-cashbox__muted">{t('CASHBOX.GUEST')}</p>
      </div>
    );
  }

  const toDashboard = () => show({ ...view, tab: 'dashboard' });
  const panels: Record<Tab, () => ReactNode> = {
    dashboard: () => (
      <Dashboard wallet={wallet} historySize={props.historySize} onOpen={(tab) => show({ ...view, tab })} />
    ),
    deposit: () => (
      <PaymentPanel
        key={view.variant}
        action="deposit"
        variant={view.variant}
        wallet={wallet}
        blockedBins={props.blockedCardBins}
        onDashboard={toDashboard}
      />
    ),
    withdraw: () => (
      <PaymentPanel
        action="cashout"
        variant="deposit"
        wallet={wallet}
        blockedBins={props.blockedCardBins}
        onDashboard={toDashboard}
      />
    ),
  };
  const tabs: { value: Tab; label: string }[] = [
    { value: 'dashboard', label: t('CASHBOX.TAB.DASHBOARD') },
    { value: 'deposit', label: t('CASHBOX.TAB.DEPOSIT') },
    { value: 'withdraw', label: t('CASHBOX.TAB.WITHDRAW') },
  ];

  return (
    <div className="cr-cashbox">
      <Tabs
        label={t('CASHBOX.TABS_LABEL')}
        tabs={tabs}
        value={view.tab}
        onChange={(tab) => show({ ...view, tab })}
      >
        {tabs
          .filter((tab) => visited.has(tab.value))
          .map((tab) => (
            <div key={tab.value} hidden={tab.value !== view.tab}>
              {panels[tab.value]()}
            </div>
          ))}
      </Tabs>
    </div>
  );
}
