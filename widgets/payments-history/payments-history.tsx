import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDateTime, useMoney } from '../../runtime/i18n/index.ts';
import {
  usePaymentsPage,
  useRecallPayment,
  validationErrors,
  type Payment,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import {
  Badge,
  Button,
  FormAlert,
  Modal,
  Skeleton,
  useIsMobile,
  useSubmitOnce,
  type BadgeTone,
} from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { PAGE_PARAM, pageCount, pageFromQuery, pageLinks, searchForPage } from './paging.ts';
import type { PaymentsHistoryProps } from './payments-history.schema.ts';
import './payments-history.css';

const LOADING_ROWS = 3;

const STATE_TONE: Record<Payment['state'], BadgeTone> = {
  pending: 'accent',
  processing: 'accent',
  reserved: 'accent',
  succeeded: 'success',
  canceled: 'danger',
  declined: 'danger',
  rejected: 'danger',
  recalled: 'neutral',
};

/** One payment as the page shows it, with its texts already made. */
interface PaymentView {
  payment: Payment;
  kind: string;
  amount: string;
  date: string;
  completed: string | null;
  state: string;
}

export default function PaymentsHistory({ props }: WidgetRenderProps<PaymentsHistoryProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const [search] = useSearchParams();
  const page = pageFromQuery(search.get(PAGE_PARAM));
  const perPage = props.pageSize;
  const payments = usePaymentsPage({ page, page_size: perPage }, { keepPreviousPage: true });
  const money = useMoney();
  const isMobile = useIsMobile();
  const headingId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const pagerRef = useRef<HTMLElement>(null);
  const switching = payments.isPlaceholderData;

  // A page link that is gone once its page shows (Next on the last page) leaves focus nowhere:
  // it goes to the current page's link, so that the keyboard stays in the pager.
  const shownPage = useRef(page);
  useEffect(() => {
    if (switching || shownPage.current === page) return;
    shownPage.current = page;
    if (document.activeElement === document.body) {
      pagerRef.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page, switching]);

  // The recalled row loses its Recall button: focus goes to the message that says what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // The message is about the page it was given on.
  const [noticePage, setNoticePage] = useState(page);
  if (noticePage !== page) {
    setNoticePage(page);
    setNotice(null);
  }

  const stateLabel = (state: Payment['state']) =>
    t(`CASHBOX.STATE.${state.toUpperCase()}`, { defaultValue: state });
  const view = (payment: Payment): PaymentView => ({
    payment,
    kind:
      payment.action === 'deposit'
        ? t('PROFILE_HISTORY.PAYMENTS.DEPOSIT')
        : t('PROFILE_HISTORY.PAYMENTS.CASHOUT'),
    amount: money.format(payment.amount_cents, payment.currency),
    date: formatDateTime(payment.created_at),
    completed: payment.finished_at ? formatDateTime(payment.finished_at) : null,
    state: stateLabel(payment.state),
  });

  let body: ReactNode;
  if (payments.isPending || money.pending) {
    body = (
      <div className="cr-payments-history__loading" aria-busy="true">
        <span className="cr-visually-hidden" role="status">
          {t('PROFILE_HISTORY.PAYMENTS.LOADING')}
        </span>
        {Array.from({ length: LOADING_ROWS }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </div>
    );
  } else if (!payments.data) {
    body = (
      <FormAlert className="cr-payments-history__message">
        <p>{t('PROFILE_HISTORY.PAYMENTS.ERROR')}</p>
        <Button
          size="s"
          variant="secondary"
          loading={payments.isFetching}
          onClick={() => void payments.refetch()}
        >
          {t('PROFILE_HISTORY.PAYMENTS.RETRY')}
        </Button>
      </FormAlert>
    );
  } else {
    const { data, pagination } = payments.data;
    const pages = pageCount(pagination.total_count, pagination.per_page || perPage);
    if (pagination.total_count === 0) {
      const deposit = leadsToPage({ route: 'cashbox-deposit' }, presence);
      body = (
        <div className="cr-payments-history__message">
          <p>{t('PROFILE_HISTORY.PAYMENTS.EMPTY')}</p>
          {deposit && (
            <Button
              size="s"
              href={joinPrefix(localePrefixOf(ctx), routePath('cashbox-deposit'))}
              iconStart="wallet"
            >
              {t('PROFILE_HISTORY.PAYMENTS.DEPOSIT_NOW')}
            </Button>
          )}
        </div>
      );
    } else if (data.length === 0) {
      // A link to a page past the end (fewer payments than when it was made).
      body = (
        <div className="cr-payments-history__message">
          <p>{t('PROFILE_HISTORY.PAYMENTS.PAGE_EMPTY', { page })}</p>
          <PageLink page={pages}>{t('PROFILE_HISTORY.PAYMENTS.TO_LAST_PAGE', { page: pages })}</PageLink>
        </div>
      );
    } else {
      const rows = data.map(view);
      const onRecalled = (row: PaymentView) =>
        setNotice(t('PROFILE_HISTORY.PAYMENTS.RECALLED', { amount: row.amount }));
      body = (
        <>
          {isMobile ? (
            <PaymentCards rows={rows} busy={switching} onRecalled={onRecalled} />
          ) : (
            <PaymentTable
              busy={switching}
              rows={rows}
              caption={t('PROFILE_HISTORY.PAYMENTS.CAPTION', { page, pages })}
              onRecalled={onRecalled}
            />
          )}
          {pages > 1 && <Pager ref={pagerRef} page={page} pages={pages} />}
        </>
      );
    }
  }

  return (
    <section className="cr-payments-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="cr-payments-history__title">
        {t('PROFILE_HISTORY.PAYMENTS.TITLE')}
      </h2>
      {/* The live region is there from the start, so that the message put into it is read out. */}
      <div role="status">
        {notice && (
          <p ref={noticeRef} className="cr-payments-history__notice" tabIndex={-1}>
            {notice}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

function PaymentTable({
  rows,
  caption,
  busy,
  onRecalled,
}: {
  rows: PaymentView[];
  caption: string;
  busy: boolean;
  onRecalled: (row: PaymentView) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="cr-payments-history__table" aria-busy={busy || undefined}>
      <caption className="cr-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('PROFILE_HISTORY.PAYMENTS.COLUMNS.DATE')}</th>
          <th scope="col">{t('PROFILE_HISTORY.PAYMENTS.COLUMNS.TYPE')}</th>
          <th scope="col">{t('PROFILE_HISTORY.PAYMENTS.COLUMNS.METHOD')}</th>
          <th scope="col" className="cr-payments-history__number">
            {t('PROFILE_HISTORY.PAYMENTS.COLUMNS.AMOUNT')}
          </th>
          <th scope="col">{t('PROFILE_HISTORY.PAYMENTS.COLUMNS.STATE')}</th>
          <th scope="col">{t('PROFILE_HISTORY.PAYMENTS.COLUMNS.COMPLETED')}</th>
          <th scope="col">
            <span className="cr-visually-hidden">{t('PROFILE_HISTORY.PAYMENTS.COLUMNS.ACTIONS')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.payment.id}>
            <td>
              <time dateTime={row.payment.created_at}>{row.date}</time>
            </td>
            <td>{row.kind}</td>
            <td className="cr-payments-history__method">{row.payment.system_name}</td>
            <td className="cr-payments-history__number cr-payments-history__amount">{row.amount}</td>
            <td>
              <Badge tone={STATE_TONE[row.payment.state] ?? 'neutral'}>{row.state}</Badge>
            </td>
            <td>
              {row.completed ? (
                <time dateTime={row.payment.finished_at}>{row.completed}</time>
              ) : (
                <Completed />
              )}
            </td>
            <td className="cr-payments-history__actions">
              {row.payment.recallable && <RecallAction row={row} onRecalled={onRecalled} />}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The empty "completed" cell of a payment still under way: a dash, read out in words. */
function Completed() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="cr-visually-hidden">{t('PROFILE_HISTORY.PAYMENTS.NOT_COMPLETED')}</span>
    </>
  );
}

function PaymentCards({
  rows,
  busy,
  onRecalled,
}: {
  rows: PaymentView[];
  busy: boolean;
  onRecalled: (row: PaymentView) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      className="cr-payments-history__cards"
      aria-label={t('PROFILE_HISTORY.PAYMENTS.LIST_LABEL')}
      aria-busy={busy || undefined}
    >
      {rows.map((row) => (
        <li key={row.payment.id} className="cr-payments-history__card">
          <div className="cr-payments-history__card-main">
            <span className="cr-payments-history__kind">
              {row.kind}
              <span className="cr-payments-history__muted"> · {row.payment.system_name}</span>
            </span>
            <time className="cr-payments-history__muted" dateTime={row.payment.created_at}>
              {row.date}
            </time>
            {row.completed && (
              <span className="cr-payments-history__muted">
                {t('PROFILE_HISTORY.PAYMENTS.COMPLETED_AT', { date: row.completed })}
              </span>
            )}
          </div>
          <div className="cr-payments-history__card-side">
            <span className="cr-payments-history__amount">{row.amount}</span>
            <Badge tone={STATE_TONE[row.payment.state] ?? 'neutral'}>{row.state}</Badge>
          </div>
          {row.payment.recallable && (
            <div className="cr-payments-history__card-actions">
              <RecallAction row={row} onRecalled={onRecalled} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Recall of a pending withdrawal: the button asks for a confirmation, the recall is sent once
 * with its Idempotency-Key (a double press sends nothing more), and the history and the balance
 * are read again once it is done.
 */
function RecallAction({ row, onRecalled }: { row: PaymentView; onRecalled: (row: PaymentView) => void }) {
  const { t } = useTranslation();
  const recall = useRecallPayment();
  const submitting = useSubmitOnce();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (submitting.pending) return;
    setOpen(false);
    setError(null);
  };
  const confirm = () =>
    void submitting.run(async () => {
      setError(null);
      try {
        await recall.mutateAsync(row.payment.id);
        setOpen(false);
        onRecalled(row);
      } catch (failure) {
        const reason = Object.values(validationErrors(failure) ?? {}).flat()[0];
        setError(
          reason
            ? t('PROFILE_HISTORY.PAYMENTS.RECALL_REFUSED', { reason })
            : t('PROFILE_HISTORY.PAYMENTS.RECALL_FAILED'),
        );
      }
    });
  return (
    <>
      <Button
        variant="secondary"
        size="s"
        disabled={submitting.pending}
        aria-label={t('PROFILE_HISTORY.PAYMENTS.RECALL_LABEL', { amount: row.amount })}
        onClick={() => setOpen(true)}
      >
        {t('PROFILE_HISTORY.PAYMENTS.RECALL')}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t('PROFILE_HISTORY.PAYMENTS.RECALL_TITLE')}
        size="s"
        initialFocusRef={confirmRef}
        closeOnEscape={!submitting.pending}
        closeOnOverlayClick={!submitting.pending}
        footer={
          <div className="cr-payments-history__confirm">
            <Button variant="secondary" disabled={submitting.pending} onClick={close}>
              {t('PROFILE_HISTORY.PAYMENTS.RECALL_KEEP')}
            </Button>
            <Button ref={confirmRef} loading={submitting.pending} onClick={confirm}>
              {t('PROFILE_HISTORY.PAYMENTS.RECALL_CONFIRM')}
            </Button>
          </div>
        }
      >
        <p>
          {t('PROFILE_HISTORY.PAYMENTS.RECALL_TEXT', {
            amount: row.amount,
            method: row.payment.system_name,
            date: row.date,
          })}
        </p>
        {error && <FormAlert className="cr-payments-history__recall-error">{error}</FormAlert>}
      </Modal>
    </>
  );
}

/** A link to another page of the history, in the address so it can be bookmarked and shared. */
function PageLink({
  page,
  children,
  label,
  current,
  rel,
}: {
  page: number;
  children: ReactNode;
  label?: string;
  current?: boolean;
  rel?: string;
}) {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  return (
    <Link
      className="cr-payments-history__page"
      to={{ pathname, search: searchForPage(search, page) }}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      rel={rel}
    >
      {children}
    </Link>
  );
}

/** Previous, the page numbers (shortened around the current page) and next. */
function Pager({ page, pages, ref }: { page: number; pages: number; ref: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  return (
    <nav
      ref={ref}
      className="cr-payments-history__pager"
      aria-label={t('PROFILE_HISTORY.PAYMENTS.PAGES_LABEL')}
    >
      <ul className="cr-payments-history__pages">
        <li>
          {page > 1 ? (
            <PageLink page={Math.min(page - 1, pages)} rel="prev">
              {t('PROFILE_HISTORY.PAYMENTS.PREVIOUS')}
            </PageLink>
          ) : (
            <span className="cr-payments-history__page cr-payments-history__page--off" aria-hidden="true">
              {t('PROFILE_HISTORY.PAYMENTS.PREVIOUS')}
            </span>
          )}
        </li>
        {pageLinks(page, pages).map((link, index) => (
          <li key={link ?? `gap-${index}`}>
            {link === null ? (
              <span className="cr-payments-history__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <PageLink
                page={link}
                current={link === page}
                label={t('PROFILE_HISTORY.PAYMENTS.PAGE_LABEL', { page: link })}
              >
                {link}
              </PageLink>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <PageLink page={page + 1} rel="next">
              {t('PROFILE_HISTORY.PAYMENTS.NEXT')}
            </PageLink>
          ) : (
            <span className="cr-payments-history__page cr-payments-history__page--off" aria-hidden="true">
              {t('PROFILE_HISTORY.PAYMENTS.NEXT')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
