import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { BonusGrant, PlayerLedger, PlayerProfile } from '@azart/contracts';
import { useGameNames } from '~/shared/game/texts.ts';
import { formatCoefficient } from '~/shared/money.ts';
import { PAGE_SIZE, blockPlayer, unblockPlayer } from '../api/players.ts';
import { useFormat } from '../format.ts';
import { useAccess, useAdminPaths, useBackofficeText } from '../hooks.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { AuditDetails } from './audit-details.tsx';
import { PlayerBonuses } from './player-bonuses.tsx';
import { IconArrowLeft } from './icons.tsx';
import { ScopeDialog } from './scope-dialog.tsx';
import { DateTime, Empty, Money, PageHead, Pager, Pill, ReasonDialog, TableCard } from './ui.tsx';

export const PLAYER_TABS = ['bets', 'ledger', 'audit'] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

type Bets = { items: { id: number; game: string; amount: number; win: number; coefficient: number; demo: boolean; createdAt: string }[]; total: number };

/**
 * A player as support sees them (balances, activity, bets, ledger, audit
 * trail), with the admin's actions: block/unblock and roles, each with a
 * reason in the audit log, and balance adjustments through the ledger.
 */
export function PlayerPage({ profile, tab, offset, bets, ledger, grants }: {
  profile: PlayerProfile;
  tab: PlayerTab;
  offset: number;
  bets: Bets | null;
  ledger: PlayerLedger | null;
  /** The player's bonuses for an admin (null: they did not load; undefined: not the viewer's to see). */
  grants?: BonusGrant[] | null;
}) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const revalidator = useRevalidator();
  const { player } = profile;
  const [dialog, setDialog] = useState<null | 'block' | 'scope' | 'adjust'>(null);
  const close = () => setDialog(null);
  const blockKind = player.blocked ? 'unblock' : 'block';
  const staffScopes = player.scope.filter((s) => s !== 'player');
  const tabHref = (next: PlayerTab, nextOffset?: number) => paths.player(player.id, { tab: next === 'bets' ? undefined : next, offset: nextOffset || undefined });

  async function changeBlock(reason: string) {
    await (player.blocked ? unblockPlayer : blockPlayer)(player.id, reason);
    toast.success(t(`${blockKind}.done`, { login: player.login }));
    await revalidator.revalidate();
  }

  return (
    <>
      <PageHead
        title={<span data-testid="player-login">{player.login}</span>}
        lead={
          <span className="bo-pills" data-testid="player-tags">
            <span className="muted">{t('player.id', { id: player.id })}</span>
            {player.blocked && <span data-testid="player-blocked"><Pill tone="bad">{t('player.blocked')}</Pill></span>}
            {staffScopes.map((s) => <Pill key={s} tone="accent">{t(`scopes.${s}`)}</Pill>)}
            {player.demo && <Pill tone="warn">{t('player.demoMode')}</Pill>}
          </span>
        }
      >
        <Link to={paths.players()} className="bo-back"><IconArrowLeft /> {t('player.back')}</Link>
      </PageHead>

      <div className="bo-profile">
        <section className="bo-card" aria-labelledby="bo-balances">
          <h2 className="bo-card__title" id="bo-balances">{t('player.balances')}</h2>
          <dl className="bo-balances" data-testid="player-balances">
            <div className="bo-stat"><dt>{t('player.accounts.main')}</dt><dd data-testid="balance-main"><Money kopecks={player.balances.main} /></dd></div>
            <div className="bo-stat"><dt>{t('player.accounts.bonus')}</dt><dd data-testid="balance-bonus"><Money kopecks={player.balances.bonus} /></dd></div>
            <div className="bo-stat"><dt>{t('player.accounts.demo')}</dt><dd><Money kopecks={player.balances.demo} /></dd></div>
            <div className="bo-stat"><dt>{t('player.accounts.points')}</dt><dd>{player.balances.points}</dd></div>
          </dl>
          <p className="bo-facts">
            <span>{t('player.bets')}: <strong>{player.bets}</strong></span>
            <span>{t('player.sessions')}: <strong>{player.openSessions}</strong></span>
            <span>{t('player.registered')}: <strong><DateTime iso={player.createdAt} /></strong></span>
            {access.canOpen('deposits') && <Link to={paths.deposits({ playerId: player.id, status: 'all' })}>{t('player.deposits')}</Link>}
          </p>
        </section>

        {(access.can('player.block') || access.can('player.scope') || access.can('player.adjust')) && (
          <section className="bo-card" aria-labelledby="bo-actions">
            <h2 className="bo-card__title" id="bo-actions">{t('player.actions')}</h2>
            <div className="bo-admin-actions">
              {access.can('player.adjust') && (
                <button type="button" className="button button--primary" onClick={() => setDialog('adjust')} data-testid="player-adjust">{t('player.adjust')}</button>
              )}
              {access.can('player.scope') && (
                <button type="button" className="button" onClick={() => setDialog('scope')} data-testid="player-scope">{t('player.editScope')}</button>
              )}
              {access.can('player.block') && (
                <button type="button" className={`button ${player.blocked ? '' : 'bo-button--danger-ghost'}`} onClick={() => setDialog('block')} data-testid={`player-${blockKind}`}>
                  {t(`player.${blockKind}`)}
                </button>
              )}
            </div>
          </section>
        )}
      </div>

      <PlayerBrowsers profile={profile} />

      {grants !== undefined && access.can('player.bonus') && <PlayerBonuses player={player} grants={grants} onChange={() => revalidator.revalidate()} />}

      <section className="bo-card" aria-labelledby="bo-history">
        <div className="bo-toolbar">
          <h2 className="bo-card__title" id="bo-history">{t('player.history')}</h2>
          <nav className="bo-tabs" aria-label={t('player.history')}>
            {PLAYER_TABS.map((name) => (
              <Link key={name} to={tabHref(name)} aria-current={name === tab ? 'page' : undefined} preventScrollReset state={{ keepScroll: true }} data-testid={`player-tab-${name}`}>
                {t(`player.tabs.${name}`)}
              </Link>
            ))}
          </nav>
        </div>
        {tab === 'bets' && bets && <BetsTable bets={bets} offset={offset} hrefFor={(o) => tabHref('bets', o)} />}
        {tab === 'ledger' && ledger && <LedgerTable ledger={ledger} offset={offset} hrefFor={(o) => tabHref('ledger', o)} />}
        {tab === 'audit' && <PlayerAudit profile={profile} />}
      </section>

      <ReasonDialog
        open={dialog === 'block'}
        onClose={close}
        title={t(`${blockKind}.title`, { login: player.login })}
        text={t(`${blockKind}.text`)}
        confirmLabel={t(`${blockKind}.confirm`)}
        danger={!player.blocked}
        onSubmit={changeBlock}
        testId="block-dialog"
      />
      <ScopeDialog open={dialog === 'scope'} onClose={close} player={player} onSaved={() => revalidator.revalidate()} />
      <AdjustDialog open={dialog === 'adjust'} onClose={close} player={player} onDone={() => revalidator.revalidate()} />
    </>
  );
}

/** The browsers the player came from (issue 23 item 7), each with the other accounts seen on it. */
function PlayerBrowsers({ profile }: { profile: PlayerProfile }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  return (
    <section className="bo-card" aria-labelledby="bo-browsers" data-testid="player-browsers">
      <h2 className="bo-card__title" id="bo-browsers">{t('player.browsers.title')}</h2>
      <p className="muted">{t('player.browsers.lead')}</p>
      {profile.browsers.length === 0 ? (
        <Empty>{t('player.browsers.none')}</Empty>
      ) : (
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={t('player.browsers.title')}>
          <table className="bo-table">
            <thead>
              <tr><th scope="col">{t('player.browsers.visitor')}</th><th scope="col">{t('player.browsers.first')}</th><th scope="col">{t('player.browsers.last')}</th><th scope="col">{t('player.browsers.others')}</th></tr>
            </thead>
            <tbody>
              {profile.browsers.map((browser) => (
                <tr key={browser.visitorId} data-testid="player-browser">
                  <td><code>{browser.visitorId}</code></td>
                  <td><DateTime iso={browser.firstSeenAt} /></td>
                  <td><DateTime iso={browser.lastSeenAt} /></td>
                  <td>
                    {browser.otherAccounts.length === 0
                      ? <span className="muted">{t('player.browsers.alone')}</span>
                      : browser.otherAccounts.map((other, i) => <span key={other.id}>{i > 0 && ', '}<Link to={paths.player(other.id)}>{other.login}</Link></span>)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function BetsTable({ bets, offset, hrefFor }: { bets: Bets; offset: number; hrefFor: (offset: number) => string }) {
  const { t } = useBackofficeText();
  const gameName = useGameNames();
  const format = useFormat();
  return (
    <TableCard label={t('player.tabs.bets')} testId="player-bets" footer={<Pager offset={offset} limit={PAGE_SIZE} total={bets.total} shown={bets.items.length} hrefFor={hrefFor} />}>
      {bets.items.length === 0 ? (
        <Empty>{t('player.noBets')}</Empty>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('player.betColumns.game')}</th>
              <th scope="col" className="num">{t('player.betColumns.amount')}</th>
              <th scope="col" className="num">{t('player.betColumns.coefficient')}</th>
              <th scope="col" className="num">{t('player.betColumns.win')}</th>
              <th scope="col" className="num">{t('player.betColumns.profit')}</th>
              <th scope="col">{t('player.betColumns.mode')}</th>
              <th scope="col">{t('player.betColumns.time')}</th>
              <th scope="col" className="num">{t('common.id')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.items.map((b) => (
              <tr key={b.id}>
                <td className="bo-strong">{gameName(b.game)}</td>
                <td className="num"><Money kopecks={b.amount} /></td>
                <td className="num">{b.win > 0 ? `×${formatCoefficient(b.coefficient, format.locale)}` : t('common.noValue')}</td>
                <td className="num"><Money kopecks={b.win} /></td>
                <td className="num"><Money kopecks={b.win - b.amount} signed /></td>
                <td>{b.demo ? <Pill tone="warn">{t('player.demo')}</Pill> : <span className="muted">{t('player.real')}</span>}</td>
                <td><DateTime iso={b.createdAt} /></td>
                <td className="num bo-id">{b.id}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}

function LedgerTable({ ledger, offset, hrefFor }: { ledger: PlayerLedger; offset: number; hrefFor: (offset: number) => string }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const states = t('player.postingStates', { returnObjects: true }) as Record<string, string>;
  const accounts = t('player.accounts', { returnObjects: true }) as Record<string, string>;
  return (
    <TableCard label={t('player.tabs.ledger')} testId="player-ledger" footer={<Pager offset={offset} limit={PAGE_SIZE} total={ledger.total} shown={ledger.items.length} hrefFor={hrefFor} />}>
      {ledger.items.length === 0 ? (
        <Empty>{t('player.noLedger')}</Empty>
      ) : (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('player.ledgerColumns.code')}</th>
              <th scope="col" className="num">{t('player.ledgerColumns.entries')}</th>
              <th scope="col">{t('player.ledgerColumns.state')}</th>
              <th scope="col">{t('player.ledgerColumns.time')}</th>
              <th scope="col" className="num">{t('player.ledgerColumns.posting')}</th>
              <th scope="col">{t('player.ledgerColumns.key')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.items.map((p) => (
              <tr key={p.postingId} data-testid="ledger-row" data-code={p.code}>
                <td className="bo-mono">{p.code}</td>
                <td className="num">
                  <span className="bo-entries">
                    {p.entries.map((e, i) => (
                      <span key={i}>
                        <span className="muted">{accounts[e.account] ?? e.account}</span>{' '}
                        <span className={`money ${e.amount > 0 ? 'text-win' : e.amount < 0 ? 'text-loss' : ''}`}>{e.amount > 0 ? '+' : ''}{format.unit(e.amount, e.unit)}</span>
                      </span>
                    ))}
                  </span>
                </td>
                <td>{states[p.state] ?? p.state}</td>
                <td><DateTime iso={p.createdAt} /></td>
                <td className="num bo-id">{p.postingId}</td>
                <td className="bo-mono muted cut" title={p.key}>{p.key}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableCard>
  );
}

function PlayerAudit({ profile }: { profile: PlayerProfile }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const access = useAccess();
  const labels = t('audit.actionLabels', { returnObjects: true }) as Record<string, string>;
  return (
    <>
      <TableCard label={t('player.tabs.audit')} testId="player-audit">
        {profile.audit.length === 0 ? (
          <Empty>{t('player.noAudit')}</Empty>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('player.auditColumns.time')}</th>
                <th scope="col">{t('player.auditColumns.actor')}</th>
                <th scope="col">{t('player.auditColumns.action')}</th>
                <th scope="col">{t('player.auditColumns.details')}</th>
              </tr>
            </thead>
            <tbody>
              {profile.audit.map((entry) => (
                <tr key={entry.id} data-testid="player-audit-row" data-action={entry.action}>
                  <td><DateTime iso={entry.createdAt} /></td>
                  <td>{entry.actorId === null ? <span className="muted">{t('common.system')}</span> : t('player.actorId', { id: entry.actorId })}</td>
                  <td>{labels[entry.action] ?? <span className="bo-mono">{entry.action}</span>}</td>
                  <td className="wrap"><AuditDetails details={entry.details} compact /></td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>
      {access.canOpen('audit') && (
        <p><Link to={paths.audit({ targetType: 'player', targetId: profile.player.id })}>{t('player.openAudit')}</Link></p>
      )}
    </>
  );
}
