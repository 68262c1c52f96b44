import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { AdminPromo } from '@azart/contracts';
import { Modal } from '~/shared/ui/modal.tsx';
import { coinsInput } from '../amounts.ts';
import { disablePromo, promoActivations } from '../api/bonus.ts';
import { useFormat } from '../format.ts';
import { useAdminPaths, useBackofficeText } from '../hooks.ts';
import { promoState, type PromoState } from '../promo.ts';
import { PromoCreateForm } from './promo-form.tsx';
import { apiMessages, ConfirmDialog, DateTime, Empty, FormMessages, Money, PageHead, Pill, PlayerRef, SegmentFilter, TableCard } from './ui.tsx';
import '../bonus.css';

export const PROMO_KINDS = ['shared', 'personal'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

const STATE_TONES: Record<PromoState, 'ok' | 'bad' | 'muted' | 'info' | 'warn'> = { active: 'ok', disabled: 'bad', ended: 'muted', scheduled: 'info', usedUp: 'warn' };
const FORM_ID = 'bo-promo-create';

/**
 * Promo codes (bonuses.md §5): the newest codes with their reward, terms,
 * usage and what they paid; a form for a new one; per code its
 * activations and a disable with confirmation. `kind` narrows the list to
 * shared codes or the statuses' weekly personal ones.
 */
export function PromoPage({ items, kind }: { items: AdminPromo[]; kind: PromoKind | undefined }) {
  const { t } = useBackofficeText();
  const paths = useAdminPaths();
  const format = useFormat();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'activations' | 'disable'; promo: AdminPromo } | null>(null);
  const [now] = useState(() => new Date());
  const shown = items.filter((p) => (kind === 'shared' ? p.userId === null : kind === 'personal' ? p.userId !== null : true));
  const states = t('promo.states', { returnObjects: true }) as Record<PromoState, string>;
  const kindLabels = t('promo.kinds', { returnObjects: true }) as Record<PromoKind | 'all', string>;
  const statuses = t('bonus.statuses', { returnObjects: true }) as Record<string, string>;
  const close = () => setDialog(null);
  const usage = (p: AdminPromo) => t('promo.usage', { count: p.activations, limit: p.totalLimit === null ? t('promo.unlimited') : format.integer(p.totalLimit) });
  const promo = dialog?.promo;

  const conditions = (p: AdminPromo) =>
    [
      p.minLevel > 1 ? t('promo.levelFrom', { level: p.minLevel }) : null,
      p.minStatus ? t('promo.statusFrom', { status: statuses[p.minStatus] ?? p.minStatus }) : null,
      p.requiresSubscription ? t(`promo.subscription.${p.requiresSubscription}`) : null,
    ].filter(Boolean).join(', ');

  return (
    <>
      <PageHead
        title={t('promo.title')}
        lead={t('promo.lead')}
        actions={
          <button type="button" className="button button--primary" onClick={() => setCreating((v) => !v)} aria-expanded={creating} aria-controls={FORM_ID} data-testid="promo-create">
            {t('promo.create')}
          </button>
        }
      />
      {creating && (
        <PromoCreateForm
          id={FORM_ID}
          onCancel={() => setCreating(false)}
          onCreated={async () => {
            setCreating(false);
            await revalidator.revalidate();
          }}
        />
      )}
      <div className="bo-toolbar">
        <SegmentFilter name="kind" options={PROMO_KINDS} current={kind} labels={kindLabels} allLabel={kindLabels.all} label={t('promo.kindFilter')} hrefFor={(k) => paths.promo({ kind: k })} testId="promo-kind" />
      </div>
      <TableCard label={t('promo.title')} testId="promo-table">
        {shown.length === 0 ? (
          <Empty>{items.length === 0 ? t('promo.empty') : t('promo.emptyKind')}</Empty>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('promo.columns.code')}</th>
                <th scope="col">{t('promo.columns.reward')}</th>
                <th scope="col">{t('promo.columns.terms')}</th>
                <th scope="col" className="num">{t('promo.columns.usage')}</th>
                <th scope="col" className="num">{t('promo.columns.paid')}</th>
                <th scope="col">{t('promo.columns.dates')}</th>
                <th scope="col" className="actions sticky-end">{t('promo.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((p) => {
                const state = promoState(p, now);
                const extra = conditions(p);
                return (
                  <tr key={p.id} data-testid="promo-row" data-code={p.code} data-state={state}>
                    <td>
                      <strong className="bo-mono bo-promo-code">{p.code}</strong>
                      <span className="bo-promo-tags">
                        <span data-testid="promo-state"><Pill tone={STATE_TONES[state]}>{states[state]}</Pill></span>
                        {p.userId !== null && (
                          <>
                            <Pill tone="accent">{t('promo.personal')}</Pill> <Link className="bo-player" to={paths.player(p.userId)}><span className="bo-player__id">#{p.userId}</span></Link>
                          </>
                        )}
                      </span>
                    </td>
                    <td>
                      {p.rewardKind === 'fixed' && <strong><Money kopecks={p.amount} /></strong>}
                      {p.rewardKind === 'percent' && (
                        <>
                          <strong>{t('promo.rewardPercent', { percent: format.percentBp(p.percentBp) })}</strong>
                          {p.cap > 0 && <span className="bo-sub">{t('promo.rewardCap', { amount: format.coins(p.cap) })}</span>}
                        </>
                      )}
                      {p.rewardKind === 'boost' && <strong>{t('promo.rewardBoost', { hours: p.boostHours })}</strong>}
                    </td>
                    <td>
                      {p.rewardKind === 'boost' ? (
                        <span className="muted">{t('common.noValue')}</span>
                      ) : (
                        <>
                          {t('promo.wagerText', { wager: coinsInput(p.wagerX100, format.locale) })}
                          <span className="bo-sub">{t('promo.shareText', { share: format.percentBp(p.withdrawableBp) })}</span>
                        </>
                      )}
                      {extra && <span className="bo-sub bo-sub--wrap">{extra}</span>}
                    </td>
                    <td className="num">
                      {/* The count opens who activated the code. */}
                      <button type="button" className="link-button bo-promo-usage" onClick={() => setDialog({ kind: 'activations', promo: p })} aria-label={t('promo.activationsOf', { code: p.code, usage: usage(p) })} data-testid="promo-activations">
                        <span data-testid="promo-usage">{usage(p)}</span>
                      </button>
                    </td>
                    <td className="num"><Money kopecks={p.paid} /></td>
                    <td>
                      {!p.startsAt && !p.endsAt ? (
                        <span className="muted">{t('promo.always')}</span>
                      ) : (
                        <>
                          {p.startsAt && <span className="bo-promo-date">{t('promo.from', { date: format.dateTime(p.startsAt) })}</span>}
                          {p.endsAt && <span className="bo-promo-date">{t('promo.until', { date: format.dateTime(p.endsAt) })}</span>}
                        </>
                      )}
                    </td>
                    <td className="actions sticky-end">
                      {p.disabled ? (
                        <span className="muted">{t('common.noValue')}</span>
                      ) : (
                        <button type="button" className="button button--xs bo-button--danger-ghost" onClick={() => setDialog({ kind: 'disable', promo: p })} aria-label={t('promo.disableTitle', { code: p.code })} data-testid="promo-disable">{t('promo.disable')}</button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </TableCard>

      <ActivationsDialog promo={dialog?.kind === 'activations' ? promo ?? null : null} onClose={close} />
      <ConfirmDialog
        open={dialog?.kind === 'disable'}
        onClose={close}
        title={promo ? t('promo.disableTitle', { code: promo.code }) : ''}
        text={t('promo.disableText')}
        confirmLabel={t('promo.disable')}
        onConfirm={async () => {
          if (!promo) return;
          await disablePromo(promo.id);
          toast.success(t('promo.disabledDone', { code: promo.code }));
          await revalidator.revalidate();
        }}
        testId="promo-disable-dialog"
      />
    </>
  );
}

type Activation = Awaited<ReturnType<typeof promoActivations>>[number];

/** Who activated a code and what it paid them, newest first (fetched when the dialog opens). */
function ActivationsDialog({ promo, onClose }: { promo: AdminPromo | null; onClose: () => void }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const [items, setItems] = useState<Activation[] | null>(null);
  const [failed, setFailed] = useState<string[] | null>(null);
  const promoId = promo?.id;

  useEffect(() => {
    if (promoId === undefined) return;
    let live = true;
    setItems(null);
    setFailed(null);
    promoActivations(promoId)
      .then((list) => live && setItems(list))
      .catch((caught: unknown) => {
        if (!live) return;
        const { fields, form } = apiMessages(caught);
        setFailed([t('promo.activationsFailed'), ...form, ...Object.values(fields).flat()]);
      });
    return () => {
      live = false;
    };
  }, [promoId, t]);

  return (
    <Modal open={promo !== null} onClose={onClose} title={promo ? t('promo.activationsTitle', { code: promo.code }) : ''} closeLabel={t('common.close')} size="lg" testId="promo-activations-dialog">
      {failed ? (
        <FormMessages messages={failed} />
      ) : items === null ? (
        <p className="bo-empty" aria-busy="true">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <Empty>{t('promo.noActivations')}</Empty>
      ) : (
        <div className="bo-table-wrap" tabIndex={0} role="region" aria-label={t('promo.activations')}>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('promo.activationColumns.player')}</th>
                <th scope="col" className="num">{t('promo.activationColumns.amount')}</th>
                <th scope="col" className="num">{t('promo.activationColumns.multiplier')}</th>
                <th scope="col">{t('promo.activationColumns.time')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id} data-testid="activation-row" data-login={a.login}>
                  <td><PlayerRef player={{ id: a.userId, login: a.login }} /></td>
                  <td className="num"><Money kopecks={a.amount} /></td>
                  <td className="num">×{coinsInput(a.multiplier, format.locale)}</td>
                  <td><DateTime iso={a.createdAt} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {items !== null && items.length >= 200 && <p className="muted">{t('promo.activationsShown')}</p>}
    </Modal>
  );
}
