import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { AdminTournament, AdminTournamentList } from '@azart/contracts';
import { formatDecimal } from '~/shared/money.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { TOURNAMENTS_PAGE_SIZE, updateTournament } from '../api/tournaments.ts';
import { useFormat } from '../format.ts';
import { useAdminPaths, useBackofficeText } from '../hooks.ts';
import { parseTermsForm, termsFormOf, TOURNAMENT_KINDS, TOURNAMENT_STATES, tournamentFieldOf, type TermsForm, type TournamentKind, type TournamentState } from '../tournaments.ts';
import { useStaffForm } from './staff-form.tsx';
import { TermsFields, TournamentCreateForm } from './tournament-form.tsx';
import { Empty, FormMessages, Money, PageHead, Pager, Pill, SegmentFilter, StatusFilter, TableCard } from './ui.tsx';
import '../bonus.css';

const STATE_TONES: Record<TournamentState, 'ok' | 'warn' | 'muted'> = { running: 'ok', paying: 'warn', paid: 'muted' };
const FORM_ID = 'bo-tournament-create';

/**
 * Tournaments (bonuses.md §8, issue 14): every tournament, newest first, by
 * state and kind (both in the URL), with its terms, bank and points now, its
 * participants and what it has paid; a form for another one, and for a
 * running one a dialog that sets its bank or prizes.
 */
export function TournamentsPage({ state, kind, offset, list }: { state: TournamentState | undefined; kind: TournamentKind | undefined; offset: number; list: AdminTournamentList }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const format = useFormat();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminTournament | null>(null);
  const states = t('tournaments.states', { returnObjects: true }) as Record<TournamentState, string>;
  const kinds = t('tournaments.kinds', { returnObjects: true }) as Record<TournamentKind, string>;
  const href = (next: { state?: TournamentState; kind?: TournamentKind; offset?: number }) => paths.tournaments({ state: next.state, kind: next.kind, offset: next.offset || undefined });
  const none = <span className="muted">{t('common.noValue')}</span>;

  return (
    <>
      <PageHead
        title={t('tournaments.title')}
        lead={t('tournaments.lead')}
        actions={
          <button type="button" className="button button--primary" onClick={() => setCreating((v) => !v)} aria-expanded={creating} aria-controls={FORM_ID} data-testid="tournament-create">
            {t('tournaments.create')}
          </button>
        }
      />
      {creating && (
        <TournamentCreateForm
          id={FORM_ID}
          onCancel={() => setCreating(false)}
          onCreated={async () => {
            setCreating(false);
            await revalidator.revalidate();
          }}
        />
      )}
      <div className="bo-toolbar">
        <StatusFilter statuses={TOURNAMENT_STATES} current={state} labels={states} hrefFor={(s) => href({ state: s, kind })} testId="tournament-state" />
        <SegmentFilter name="kind" options={TOURNAMENT_KINDS} current={kind} labels={kinds} allLabel={t('tournaments.allKinds')} label={t('tournaments.kindFilter')} hrefFor={(k) => href({ state, kind: k })} testId="tournament-kind" />
      </div>
      <TableCard
        label={t('tournaments.title')}
        testId="tournaments-table"
        footer={<Pager offset={offset} limit={TOURNAMENTS_PAGE_SIZE} total={list.total} shown={list.items.length} hrefFor={(o) => href({ state, kind, offset: o })} />}
      >
        {list.items.length === 0 ? (
          <Empty>{state || kind ? t('tournaments.emptyFilter') : t('tournaments.empty')}</Empty>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('tournaments.columns.tournament')}</th>
                <th scope="col">{t('tournaments.columns.period')}</th>
                <th scope="col">{t('tournaments.columns.state')}</th>
                <th scope="col" className="num">{t('tournaments.columns.bank')}</th>
                <th scope="col">{t('tournaments.columns.prizes')}</th>
                <th scope="col" className="num">{t('tournaments.columns.points')}</th>
                <th scope="col" className="num">{t('tournaments.columns.participants')}</th>
                <th scope="col" className="num">{t('tournaments.columns.paid')}</th>
                <th scope="col" className="actions sticky-end">{t('tournaments.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id} data-testid="tournament-row" data-id={item.id} data-kind={item.kind} data-state={item.state}>
                  <td>
                    <strong>{t('tournaments.item', { id: item.id })}</strong>
                    <span className="bo-promo-tags"><Pill tone="accent">{kinds[item.kind]}</Pill></span>
                    <span className="bo-sub">{item.period ? t('tournaments.byDefault', { period: item.period }) : t('tournaments.byAdmin')}</span>
                  </td>
                  <td>
                    <span className="bo-promo-date">{t('tournaments.from', { date: format.dateTime(item.startsAt) })}</span>
                    <span className="bo-promo-date">{t('tournaments.until', { date: format.dateTime(item.endsAt) })}</span>
                  </td>
                  <td data-testid="tournament-state-cell"><Pill tone={STATE_TONES[item.state]}>{states[item.state]}</Pill></td>
                  <td className="num">
                    <strong data-testid="tournament-bank"><Money kopecks={item.bank} /></strong>
                    {item.kind === 'bank' && (
                      <span className="bo-sub">{item.fixedBank === null ? t('tournaments.bankRevenue', { percent: format.percentBp(item.bankRevenueBp) }) : t('tournaments.bankFixed')}</span>
                    )}
                    {item.ratePerPoint > 0 && <span className="bo-sub">{t('tournaments.rate', { amount: format.coins(item.ratePerPoint) })}</span>}
                  </td>
                  <td data-testid="tournament-prizes">
                    {item.kind === 'bank' ? (
                      none
                    ) : (
                      <>
                        {(['1', '2'] as const).map((place) => (
                          <span key={place} className="bo-promo-date">{t('tournaments.prize', { place, amount: format.coins(item.prizes[place]) })}</span>
                        ))}
                        {(item.prizeGrowthBp['1'] > 0 || item.prizeGrowthBp['2'] > 0) && (
                          <span className="bo-sub">{t('tournaments.growth', { first: format.percentBp(item.prizeGrowthBp['1']), second: format.percentBp(item.prizeGrowthBp['2']) })}</span>
                        )}
                      </>
                    )}
                  </td>
                  <td className="num">
                    {/* Referral: the referrals' deposits in coins (two decimals), shown as money. */}
                    {item.kind === 'referral' ? (
                      <>
                        <Money kopecks={Math.round(item.totalPoints * 100)} />
                        <span className="bo-sub">{t('tournaments.deposits')}</span>
                      </>
                    ) : (
                      formatDecimal(item.totalPoints, 2, format.locale)
                    )}
                  </td>
                  <td className="num">{format.integer(item.participants)}</td>
                  <td className="num"><Money kopecks={item.paid} /></td>
                  <td className="actions sticky-end">
                    {item.state === 'running' ? (
                      <button type="button" className="button button--xs" onClick={() => setEditing(item)} aria-label={t('tournaments.editOf', { id: item.id })} data-testid="tournament-edit">
                        {t('tournaments.edit')}
                      </button>
                    ) : (
                      none
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </TableCard>

      <EditDialog
        tournament={editing}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await revalidator.revalidate();
        }}
      />
    </>
  );
}

/** A running tournament's bank (kind bank) or prizes (places, referral), set by hand; only what changed is sent. */
function EditDialog({ tournament, onClose, onSaved }: { tournament: AdminTournament | null; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useBackofficeText();
  return (
    <Modal open={tournament !== null} onClose={onClose} title={tournament ? t('tournaments.editDialog.title', { id: tournament.id }) : ''} closeLabel={t('common.close')} size="md" testId="tournament-edit-dialog">
      {/* Keyed: another tournament's form starts from its own terms. */}
      {tournament && <EditForm key={tournament.id} tournament={tournament} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function EditForm({ tournament, onClose, onSaved }: { tournament: AdminTournament; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useBackofficeText();
  const { locale } = useFormat();
  const { form, set, errors, formErrors, busy, refuse, send } = useStaffForm<TermsForm>(() => termsFormOf(tournament, locale));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseTermsForm(tournament, form);
    if (!parsed.ok) {
      const { form: whole, ...fields } = parsed.problems;
      return refuse(Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, [t(`tournaments.errors.${problem}`)]])), whole ? [t(`tournaments.errors.${whole}`)] : []);
    }
    await send(async () => {
      await updateTournament(tournament.id, parsed.body);
      toast.success(t('tournaments.saved', { id: tournament.id }));
      await onSaved();
    }, (server) => {
      // The edit changes only the terms: a refusal of the kind or the period is the whole form's.
      const field = tournamentFieldOf(server);
      return field === 'kind' || field === 'startsAt' || field === 'endsAt' ? null : field;
    });
  }

  return (
    <form className="form bo-promo-form" onSubmit={submit} noValidate>
      <p className="bo-dialog__text">{t('tournaments.editDialog.text')}</p>
      <TermsFields kind={tournament.kind} form={form} errors={errors} set={set} testPrefix="edit" />
      <FormMessages messages={formErrors} testId="tournament-edit-errors" />
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>{t('common.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="tournament-save">{t('tournaments.editDialog.save')}</button>
      </div>
    </form>
  );
}
