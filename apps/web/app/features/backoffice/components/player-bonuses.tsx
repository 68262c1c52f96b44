import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import type { BonusGrant, PlayerProfile } from '@azart/contracts';
import { Modal } from '~/shared/ui/modal.tsx';
import { coinsInput } from '../amounts.ts';
import { boostRakeback, cancelGrant, giveGrant } from '../api/bonus.ts';
import { useFormat } from '../format.ts';
import { cancelable, checkGrant, EMPTY_GRANT_FORM, GRANT_SERVER_FIELDS, wageredPercent, type GrantField, type GrantForm } from '../grants.ts';
import { useBackofficeText } from '../hooks.ts';
import { Field, InputField, useStaffForm } from './staff-form.tsx';
import { DateTime, Empty, FormMessages, Money, Pill, ReasonDialog, TableCard } from './ui.tsx';
import '../bonus.css';

type Player = PlayerProfile['player'];
const STATE_TONES: Record<BonusGrant['state'], 'info' | 'ok' | 'muted'> = { active: 'info', completed: 'ok', expired: 'muted' };

/**
 * A player's bonuses for an admin (issue 13 item 11): every grant with its
 * wagering, state and expiry, a cancel with a reason (what is left goes
 * back, as at expiry), and a bonus given by hand. `grants` is null when they
 * did not load: the rest of the player's page still works.
 */
export function PlayerBonuses({ player, grants, onChange }: { player: Player; grants: BonusGrant[] | null; onChange: () => unknown }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const [giving, setGiving] = useState(false);
  const [canceling, setCanceling] = useState<BonusGrant | null>(null);
  const [boosting, setBoosting] = useState(false);
  const sources = t('bonus.sources', { returnObjects: true }) as Record<string, string>;
  const states = t('bonus.states', { returnObjects: true }) as Record<string, string>;

  return (
    <section className="bo-card" aria-labelledby="bo-bonuses" data-testid="player-bonuses">
      <div className="bo-toolbar bo-bonuses__head">
        <h2 className="bo-card__title" id="bo-bonuses">{t('playerBonus.title')}</h2>
        <div className="bo-toolbar">
          <button type="button" className="button button--ghost button--sm" onClick={() => setBoosting(true)} data-testid="bonus-boost">{t('playerBonus.boost')}</button>
          <button type="button" className="button button--primary button--sm" onClick={() => setGiving(true)} data-testid="bonus-give">{t('playerBonus.give')}</button>
        </div>
      </div>
      {grants === null ? (
        <FormMessages messages={[t('playerBonus.failed')]} />
      ) : (
        <TableCard label={t('playerBonus.title')} testId="player-grants">
          {grants.length === 0 ? (
            <Empty>{t('playerBonus.empty')}</Empty>
          ) : (
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('playerBonus.columns.source')}</th>
                  <th scope="col" className="num">{t('playerBonus.columns.amount')}</th>
                  <th scope="col">{t('playerBonus.columns.wager')}</th>
                  <th scope="col" className="num">{t('playerBonus.columns.withdrawable')}</th>
                  <th scope="col">{t('playerBonus.columns.state')}</th>
                  <th scope="col">{t('playerBonus.columns.expires')}</th>
                  <th scope="col" className="actions sticky-end">{t('playerBonus.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {grants.map((g) => {
                  const done = wageredPercent(g);
                  return (
                    <tr key={g.id} data-testid="grant-row" data-id={g.id} data-source={g.source} data-state={g.state}>
                      <td>
                        <span className="bo-strong">{sources[g.source] ?? g.source}</span>
                        <span className="bo-sub">№{g.id}</span>
                      </td>
                      <td className="num">
                        <strong><Money kopecks={g.amount} /></strong>
                        <span className="bo-sub">{t('playerBonus.wagerX', { value: coinsInput(Math.round(g.wager * 100), format.locale) })}</span>
                      </td>
                      <td>
                        <span className="bo-wager" role="img" aria-label={t('playerBonus.progress', { done: format.coins(g.progress), required: format.coins(g.required) })}>
                          <span className="bo-wager__bar"><span className="bo-wager__fill" style={{ width: `${done}%` }} /></span>
                          <span className="bo-wager__text">{done} %</span>
                        </span>
                        <span className="bo-sub">{t('playerBonus.progress', { done: format.coins(g.progress), required: format.coins(g.required) })}</span>
                      </td>
                      <td className="num">{format.percentBp(Math.round(g.withdrawable * 100))}</td>
                      <td><span data-testid="grant-state"><Pill tone={STATE_TONES[g.state]}>{states[g.state] ?? g.state}</Pill></span></td>
                      <td><DateTime iso={g.expiresAt} /></td>
                      <td className="actions sticky-end">
                        {cancelable(g) ? (
                          <button type="button" className="button button--xs bo-button--danger-ghost" onClick={() => setCanceling(g)} data-testid="grant-cancel">{t('playerBonus.cancel')}</button>
                        ) : (
                          <span className="muted">{t('common.noValue')}</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </TableCard>
      )}

      <GiveDialog open={giving} onClose={() => setGiving(false)} player={player} onDone={onChange} />
      <ReasonDialog
        open={boosting}
        onClose={() => setBoosting(false)}
        title={t('playerBonus.boostTitle')}
        text={t('playerBonus.boostText', { login: player.login })}
        confirmLabel={t('playerBonus.boost')}
        onSubmit={async (reason) => {
          const { boostUntil } = await boostRakeback(player.id, 24, reason);
          toast.success(t('playerBonus.boosted', { date: format.dateTime(boostUntil) }));
          await onChange();
        }}
        testId="bonus-boost-dialog"
      />
      <ReasonDialog
        open={canceling !== null}
        onClose={() => setCanceling(null)}
        title={canceling ? t('playerBonus.cancelTitle', { id: canceling.id }) : ''}
        text={canceling ? t('playerBonus.cancelText', { amount: format.coins(canceling.amount), login: player.login }) : ''}
        confirmLabel={t('playerBonus.cancel')}
        danger
        onSubmit={async (reason) => {
          if (!canceling) return;
          const { takenBack } = await cancelGrant(canceling.id, reason);
          toast.success(t('playerBonus.canceled', { id: canceling.id, amount: format.coins(takenBack) }));
          await onChange();
        }}
        testId="grant-cancel-dialog"
      />
    </section>
  );
}

/** The "give a bonus" form: amount, wager, withdrawable share and a reason for the audit log. */
function GiveDialog({ open, onClose, player, onDone }: { open: boolean; onClose: () => void; player: Player; onDone: () => unknown }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const id = useId();
  const { form, set, reset, errors, formErrors, busy, refuse, send } = useStaffForm<GrantForm>(EMPTY_GRANT_FORM);

  // Every opening starts from an empty form.
  useEffect(() => {
    if (open) reset(EMPTY_GRANT_FORM);
  }, [open, reset]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkGrant(form);
    if (!checked.ok) return refuse(Object.fromEntries(Object.keys(checked.problems).map((field) => [field, [t(`playerBonus.errors.${field as GrantField}`)]])));
    await send(async () => {
      const { grant } = await giveGrant(player.id, checked.body);
      toast.success(t('playerBonus.given', { amount: format.coins(grant.amount), login: player.login }));
      onClose();
      await onDone();
    }, (server) => GRANT_SERVER_FIELDS[server]);
  }

  const field = (name: Exclude<GrantField, 'reason'>, label: string, hint?: string) => (
    <InputField id={`${id}-${name}`} name={name} label={label} hint={hint} errors={errors[name]} inputMode="decimal" value={form[name]} onValue={(v) => set(name, v)} testId={`bonus-${name}`} />
  );

  return (
    <Modal open={open} onClose={onClose} title={t('playerBonus.giveTitle', { login: player.login })} closeLabel={t('common.close')} size="sm" testId="bonus-give-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p className="bo-dialog__text">{t('playerBonus.giveText')}</p>
        {field('amount', t('playerBonus.amount'))}
        <div className="bo-pair">
          {field('wager', t('playerBonus.wager'), t('playerBonus.wagerHint'))}
          {field('withdrawable', t('playerBonus.withdrawable'), t('playerBonus.withdrawableHint'))}
        </div>
        <Field id={`${id}-reason`} label={t('common.reason')} hint={t('common.reasonHint')} errors={errors.reason}>
          {(described) => (
            <textarea
              id={`${id}-reason`}
              className="input bo-textarea"
              name="reason"
              rows={2}
              maxLength={500}
              value={form.reason}
              onChange={(e) => set('reason', e.target.value)}
              aria-invalid={errors.reason?.length ? true : undefined}
              aria-describedby={described}
              data-testid="bonus-reason"
            />
          )}
        </Field>
        <FormMessages messages={formErrors} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={busy} data-testid="bonus-give-submit">{t('playerBonus.confirm')}</button>
        </div>
      </form>
    </Modal>
  );
}
