import { useId } from 'react';
import { toast } from 'sonner';
import { createPromo } from '../api/bonus.ts';
import { useBackofficeText } from '../hooks.ts';
import { EMPTY_PROMO_FORM, formFieldOf, parsePromoForm, PROMO_STATUSES, REWARD_KINDS, SUBSCRIPTIONS, type PromoField, type PromoForm } from '../promo.ts';
import { Field, InputField, useStaffForm } from './staff-form.tsx';
import { FormMessages } from './ui.tsx';

/**
 * A new promo code (bonuses.md §5): the code, its reward (an amount, a share
 * of the deposit with a cap, or a rakeback boost), the bonus terms, and who
 * may activate it when. Checked here first; the server's refusals land on
 * the same fields.
 */
export function PromoCreateForm({ id: formId, onCreated, onCancel }: { id: string; onCreated: (code: string) => unknown; onCancel: () => void }) {
  const { t } = useBackofficeText();
  const id = useId();
  const { form, set, reset, errors, formErrors, busy, refuse, send } = useStaffForm<PromoForm>(EMPTY_PROMO_FORM);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parsePromoForm(form);
    if (!parsed.ok) return refuse(Object.fromEntries(Object.entries(parsed.problems).map(([field, problem]) => [field, [t(`promo.errors.${problem}`)]])));
    await send(async () => {
      const { promo } = await createPromo(parsed.body);
      toast.success(t('promo.created', { code: promo.code }));
      reset(EMPTY_PROMO_FORM);
      await onCreated(promo.code);
    }, (server) => formFieldOf(server, form.rewardKind));
  }

  /** A labelled text field with its hint and messages. */
  const text = (field: Exclude<PromoField, 'rewardKind' | 'minStatus' | 'requiresSubscription'>, label: string, extra: { hint?: string; inputMode?: 'decimal' | 'numeric' | 'text'; type?: 'text' | 'datetime-local' | 'date'; placeholder?: string } = {}) => (
    <InputField id={`${id}-${field}`} name={field} label={label} errors={errors[field]} {...extra} value={form[field]} onValue={(v) => set(field, v)} testId={`promo-${field}`} />
  );

  const kindHints = t('promo.form.kindHints', { returnObjects: true }) as Record<(typeof REWARD_KINDS)[number], string>;
  const statuses = t('bonus.statuses', { returnObjects: true }) as Record<string, string>;

  return (
    <form id={formId} className="bo-card bo-promo-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="promo-form">
      <h2 className="bo-card__title" id={`${id}-title`}>{t('promo.form.title')}</h2>

      <div className="bo-promo-form__grid">
        {text('code', t('promo.form.code'), { hint: t('promo.form.codeHint'), placeholder: 'SPRING25' })}
      </div>

      <fieldset className="bo-promo-form__section">
        <legend className="bo-promo-form__legend">{t('promo.form.reward')}</legend>
        <div className="bo-promo-kinds" role="radiogroup" aria-label={t('promo.form.reward')}>
          {REWARD_KINDS.map((kind) => (
            <label key={kind} className={`bo-promo-kind${form.rewardKind === kind ? ' is-active' : ''}`}>
              <input type="radio" name="rewardKind" value={kind} checked={form.rewardKind === kind} onChange={() => set('rewardKind', kind)} data-testid={`promo-kind-${kind}`} />
              <span className="bo-promo-kind__name">{t(`promo.form.kinds.${kind}`)}</span>
              <span className="bo-promo-kind__hint">{kindHints[kind]}</span>
            </label>
          ))}
        </div>
        <div className="bo-promo-form__grid">
          {form.rewardKind === 'fixed' && text('amount', t('promo.form.amount'), { inputMode: 'decimal', placeholder: '100' })}
          {form.rewardKind === 'percent' && (
            <>
              {text('percent', t('promo.form.percent'), { inputMode: 'decimal', placeholder: '10' })}
              {text('cap', t('promo.form.cap'), { inputMode: 'decimal', hint: t('promo.form.capHint') })}
            </>
          )}
          {form.rewardKind === 'boost' && text('boostHours', t('promo.form.boostHours'), { inputMode: 'numeric', placeholder: '24' })}
        </div>
      </fieldset>

      {form.rewardKind !== 'boost' && (
        <fieldset className="bo-promo-form__section">
          <legend className="bo-promo-form__legend">{t('promo.form.terms')}</legend>
          <div className="bo-promo-form__grid">
            {text('wager', t('promo.form.wager'), { inputMode: 'decimal' })}
            {text('withdrawable', t('promo.form.withdrawable'), { inputMode: 'decimal' })}
          </div>
        </fieldset>
      )}

      <fieldset className="bo-promo-form__section">
        <legend className="bo-promo-form__legend">{t('promo.form.limits')}</legend>
        <div className="bo-promo-form__grid">
          {text('totalLimit', t('promo.form.totalLimit'), { inputMode: 'numeric', hint: t('promo.form.totalLimitHint') })}
          {text('startsAt', t('promo.form.startsAt'), { type: 'datetime-local', hint: t('promo.form.datesHint') })}
          {text('endsAt', t('promo.form.endsAt'), { type: 'datetime-local' })}
          {text('minLevel', t('promo.form.minLevel'), { inputMode: 'numeric' })}
          <Field id={`${id}-minStatus`} label={t('promo.form.minStatus')} errors={errors.minStatus}>
            {(described) => (
              <select id={`${id}-minStatus`} className="input" name="minStatus" value={form.minStatus} onChange={(e) => set('minStatus', e.target.value as PromoForm['minStatus'])} aria-describedby={described} data-testid="promo-minStatus">
                <option value="">{t('promo.form.anyStatus')}</option>
                {PROMO_STATUSES.map((s) => <option key={s} value={s}>{statuses[s]}</option>)}
              </select>
            )}
          </Field>
          <Field id={`${id}-subscription`} label={t('promo.form.requiresSubscription')} errors={errors.requiresSubscription}>
            {(described) => (
              <select
                id={`${id}-subscription`}
                className="input"
                name="requiresSubscription"
                value={form.requiresSubscription}
                onChange={(e) => set('requiresSubscription', e.target.value as PromoForm['requiresSubscription'])}
                aria-describedby={described}
                data-testid="promo-requiresSubscription"
              >
                <option value="">{t('promo.form.noSubscription')}</option>
                {SUBSCRIPTIONS.map((s) => <option key={s} value={s}>{t(`promo.form.networks.${s}`)}</option>)}
              </select>
            )}
          </Field>
        </div>
      </fieldset>

      <FormMessages messages={formErrors} testId="promo-form-errors" />
      <div className="bo-promo-form__foot">
        <button type="button" className="button button--ghost" onClick={onCancel}>{t('common.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="promo-submit">{t('promo.form.submit')}</button>
      </div>
    </form>
  );
}
