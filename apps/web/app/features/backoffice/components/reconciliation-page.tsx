import { useRevalidator } from 'react-router';
import type { LedgerSummary, Reconciliation } from '@azart/contracts';
import { IconRefresh } from '~/shared/ui/icons.tsx';
import { useFormat } from '../format.ts';
import { useBackofficeText } from '../hooks.ts';
import { IconAlert, IconCheck } from './icons.tsx';
import { PageHead, TableCard } from './ui.tsx';

/**
 * The ledger checked end to end: a verdict, the conservation of money
 * (deposits − paid out = players + house + held), totals per account kind
 * and unit, cached balances against their entries, and postings that do not
 * sum to zero. The house accounts come from finance's ledger summary.
 */
export function ReconciliationPage({ report, summary }: { report: Reconciliation; summary: LedgerSummary | null }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const revalidator = useRevalidator();
  const units = t('reconciliation.units', { returnObjects: true }) as Record<string, string>;
  const unit = (u: string) => units[u] ?? u;
  const { money } = report;
  const busy = revalidator.state === 'loading';

  return (
    <>
      <PageHead
        title={t('reconciliation.title')}
        lead={t('reconciliation.lead')}
        actions={
          <button type="button" className="button" onClick={() => void revalidator.revalidate()} disabled={busy} data-testid="reconciliation-recheck">
            <IconRefresh className={busy ? 'bo-spin' : undefined} /> {t('reconciliation.recheck')}
          </button>
        }
      />
      <section className={`bo-verdict${report.balanced ? '' : ' is-bad'}`} data-testid="reconciliation-verdict" data-balanced={report.balanced} aria-live="polite">
        <span className="bo-verdict__mark">{report.balanced ? <IconCheck /> : <IconAlert />}</span>
        <div>
          <h2 className="bo-verdict__title">{report.balanced ? t('reconciliation.balanced') : t('reconciliation.unbalanced')}</h2>
          <p className="bo-verdict__text">{report.balanced ? t('reconciliation.balancedText') : t('reconciliation.unbalancedText')}</p>
          <p className="bo-verdict__when">{t('reconciliation.checkedAt', { date: format.fullDateTime(report.checkedAt) })}</p>
        </div>
      </section>

      <section className="bo-card" aria-labelledby="bo-money">
        <h2 className="bo-card__title" id="bo-money">{t('reconciliation.money')}</h2>
        <p className="muted bo-money-lead">{t('reconciliation.moneyLead')}</p>
        <dl className="bo-equation" data-testid="money-line">
          <div className="bo-stat"><dt>{t('reconciliation.deposits')}</dt><dd>{format.coins(money.deposits)}</dd></div>
          <span className="bo-equation__op" aria-hidden>−</span>
          <div className="bo-stat"><dt>{t('reconciliation.paidOut')}</dt><dd>{format.coins(money.paidOut)}</dd></div>
          <span className="bo-equation__op" aria-hidden>=</span>
          <div className="bo-stat"><dt>{t('reconciliation.players')}</dt><dd>{format.coins(money.players)}</dd></div>
          <span className="bo-equation__op" aria-hidden>+</span>
          <div className="bo-stat"><dt>{t('reconciliation.house')}</dt><dd>{format.coins(money.house)}</dd></div>
          <span className="bo-equation__op" aria-hidden>+</span>
          <div className="bo-stat"><dt>{t('reconciliation.held')}</dt><dd>{format.coins(money.held)}</dd></div>
        </dl>
        <p className={`bo-difference${money.difference === 0 ? '' : ' is-off'}`} data-testid="money-difference" data-difference={money.difference}>
          <span>{money.difference === 0 ? <IconCheck /> : <IconAlert />} {t('reconciliation.difference')}</span>
          <strong>{format.signedCoins(money.difference)}</strong>
        </p>
      </section>

      <div className="bo-two">
        <TableCard label={t('reconciliation.totals')} testId="reconciliation-totals">
          <table className="bo-table">
            <caption>{t('reconciliation.totals')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reconciliation.totalsColumns.kind')}</th>
                <th scope="col">{t('reconciliation.totalsColumns.unit')}</th>
                <th scope="col" className="num">{t('reconciliation.totalsColumns.accounts')}</th>
                <th scope="col" className="num">{t('reconciliation.totalsColumns.total')}</th>
              </tr>
            </thead>
            <tbody>
              {report.totals.map((row) => (
                <tr key={`${row.kind}:${row.unit}`}>
                  <td className="bo-mono">{row.kind}</td>
                  <td>{unit(row.unit)}</td>
                  <td className="num">{format.integer(row.accounts)}</td>
                  <td className={`num money${row.total < 0 ? ' text-loss' : ''}`}>{format.unit(row.total, row.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableCard>

        {summary && (
          <TableCard label={t('reconciliation.house_accounts')} testId="reconciliation-house">
            <table className="bo-table">
              <caption>{t('reconciliation.house_accounts')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('reconciliation.houseColumns.kind')}</th>
                  <th scope="col">{t('reconciliation.houseColumns.unit')}</th>
                  <th scope="col" className="num">{t('reconciliation.houseColumns.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.accounts.map((row) => (
                  <tr key={row.kind}>
                    <td className="bo-mono">{row.kind}</td>
                    <td>{unit(row.unit)}</td>
                    <td className={`num money${row.balance < 0 ? ' text-loss' : ''}`}>{format.unit(row.balance, row.unit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted" style={{ padding: '8px 10px' }}>{t('reconciliation.pending', { count: summary.pending.count, amount: format.coins(summary.pending.amount) })}</p>
          </TableCard>
        )}
      </div>

      {report.cachedMismatches.length === 0 ? (
        <Passed title={t('reconciliation.mismatches')} text={t('reconciliation.noMismatches')} testId="reconciliation-mismatches" />
      ) : (
        <TableCard label={t('reconciliation.mismatches')} testId="reconciliation-mismatches">
          <table className="bo-table">
            <caption>{t('reconciliation.mismatches')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reconciliation.mismatchColumns.account')}</th>
                <th scope="col">{t('reconciliation.mismatchColumns.player')}</th>
                <th scope="col">{t('reconciliation.mismatchColumns.kind')}</th>
                <th scope="col" className="num">{t('reconciliation.mismatchColumns.cached')}</th>
                <th scope="col" className="num">{t('reconciliation.mismatchColumns.entries')}</th>
                <th scope="col" className="num">{t('reconciliation.mismatchColumns.diff')}</th>
              </tr>
            </thead>
            <tbody>
              {report.cachedMismatches.map((row) => (
                <tr key={row.accountId}>
                  <td className="bo-id">{row.accountId}</td>
                  <td>{row.userId ?? t('common.noValue')}</td>
                  <td className="bo-mono">{row.kind}</td>
                  <td className="num money">{format.coins(row.cached)}</td>
                  <td className="num money">{format.coins(row.entries)}</td>
                  <td className="num money text-loss">{format.signedCoins(row.cached - row.entries)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableCard>
      )}

      {report.unbalancedPostings.length === 0 ? (
        <Passed title={t('reconciliation.unbalancedPostings')} text={t('reconciliation.noUnbalanced')} testId="reconciliation-unbalanced" />
      ) : (
        <TableCard label={t('reconciliation.unbalancedPostings')} testId="reconciliation-unbalanced">
          <table className="bo-table">
            <caption>{t('reconciliation.unbalancedPostings')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reconciliation.postingColumns.posting')}</th>
                <th scope="col">{t('reconciliation.postingColumns.key')}</th>
                <th scope="col">{t('reconciliation.postingColumns.unit')}</th>
                <th scope="col" className="num">{t('reconciliation.postingColumns.sum')}</th>
              </tr>
            </thead>
            <tbody>
              {report.unbalancedPostings.map((row) => (
                <tr key={`${row.postingId}:${row.unit}`}>
                  <td className="bo-id">{row.postingId}</td>
                  <td className="bo-mono">{row.key}</td>
                  <td>{unit(row.unit)}</td>
                  <td className="num money text-loss">{format.unit(row.sum, row.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableCard>
      )}
    </>
  );
}

/** A check that found nothing wrong: its title and a line saying so. */
function Passed({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <section className="bo-card bo-passed" aria-label={title} data-testid={testId} data-empty="true">
      <h2 className="bo-card__title">{title}</h2>
      <p className="bo-passed__text"><IconCheck /> {text}</p>
    </section>
  );
}
