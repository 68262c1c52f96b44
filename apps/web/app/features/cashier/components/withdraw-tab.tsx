import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { feeOf, type Bank, type PaymentMethod, type PaymentMethodId, type PaymentMethodsResponse, type PaymentTemplate, type Withdrawal, type WithdrawalRules } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { applyUser, useUser } from '~/shared/session/session.ts';
import { IconClose } from '~/shared/ui/icons.tsx';
import { createWithdrawal, deleteTemplate, getRules, getTemplates } from '../api/cashier.ts';
import { useIdempotencyKey } from '../hooks/use-idempotency-key.ts';
import { useLiveRefresh } from '../hooks/use-live-refresh.ts';
import { useLoad } from '../hooks/use-load.ts';
import { reformatCard } from '../logic/card.ts';
import { checkAmount, maxAffordable, quickAmounts, quote } from '../logic/amount.ts';
import { feePercent, money, usdtText } from '../logic/format.ts';
import { issueText } from '../logic/issues.ts';
import { isDefinitive, serverErrors } from '../logic/server-errors.ts';
import type { CashierTab, HistoryList } from '../logic/tabs.ts';
import { checkWithdrawal, methodFields, wagerLeft, webSha256, type FormIssues, type WithdrawField, type WithdrawValues } from '../logic/validate.ts';
import { useCashierT } from '../use-cashier-t.ts';
import { AmountField } from './amount-field.tsx';
import { IconCheckCircle, IconClock } from './icons.tsx';
import { MethodCards } from './method-cards.tsx';
import { describedBy, EmptyState, Field, focusFirstInvalid, LoadFailed, Messages, Skeleton, Summary } from './ui.tsx';

const FIELDS: readonly string[] = ['method', 'wager', 'amount', 'templateId', 'cardNumber', 'bank', 'wallet', 'totp_code'];
const EMPTY: WithdrawValues = { amount: '', templateId: null, cardNumber: '', bank: '', wallet: '', saveTemplate: false };

/**
 * Withdraw: only by a method the player has deposited with; the X2 wager's
 * progress; the method's requisites (or a saved template); the amount with
 * its fee and the amount to be debited. The answer's user is the new balance.
 */
export function WithdrawTab({ catalog, onTab }: { catalog: PaymentMethodsResponse; onTab: (tab: CashierTab, list?: HistoryList) => void }) {
  const { t } = useCashierT();
  const rules = useLoad(getRules);
  const templates = useLoad(getTemplates);
  useLiveRefresh(() => {
    void rules.reload();
  });
  const [done, setDone] = useState<Withdrawal | null>(null);

  if (rules.status === 'loading') return <Skeleton rows={4} label={t('loading')} />;
  if (rules.status === 'error' || !rules.data) return <LoadFailed text={t('errors.loadFailed')} retry={() => void rules.reload()} retryLabel={t('retry')} />;

  if (done) return <Done withdrawal={done} onAnother={() => setDone(null)} onHistory={() => onTab('history', 'withdrawals')} />;

  const allowed = catalog.methods.filter((m) => rules.data!.methods.includes(m.id));
  if (allowed.length === 0) {
    return (
      <div className="cashier-withdraw">
        <EmptyState title={t('withdraw.noDeposits')}>
          <button type="button" className="button button--primary button--sm" onClick={() => onTab('deposit')} data-testid="withdraw-to-deposit">{t('withdraw.toDeposit')}</button>
        </EmptyState>
      </div>
    );
  }
  return (
    <WithdrawForm
      catalog={catalog}
      rules={rules.data}
      templates={templates.data?.items ?? []}
      reloadTemplates={() => void templates.reload()}
      onDone={(withdrawal) => {
        setDone(withdrawal);
        void rules.reload();
        void templates.reload();
      }}
    />
  );
}

function Waiting() {
  const { t } = useCashierT();
  return (
    <p className="cashier-notice" role="status" data-testid="withdraw-waiting">
      <IconClock width={16} height={16} aria-hidden /> {t('withdraw.waiting')}
    </p>
  );
}

/** The X2 wager's progress; a refusal because of it is said here (the form's footer stays short). */
function Wager({ wager, errors }: { wager: { required: number; wagered: number }; errors?: string[] }) {
  const { t } = useCashierT();
  const locale = useLocale();
  const left = wagerLeft(wager);
  const percent = wager.required > 0 ? Math.min(100, Math.floor((wager.wagered / wager.required) * 100)) : 100;
  return (
    <section className={`cashier-wager${left === 0 ? ' is-met' : ''}${errors?.length ? ' is-refused' : ''}`} aria-labelledby="wager-title" data-testid="withdraw-wager">
      <div className="cashier-wager__head">
        <h3 id="wager-title" className="cashier-wager__title">{t('withdraw.wagerTitle')}</h3>
        <span className="cashier-wager__figures money" data-testid="withdraw-wager-figures">
          {left === 0 ? t('withdraw.wagerMet') : t('withdraw.wagerOf', { wagered: money(wager.wagered, locale), required: money(wager.required, locale) })}
        </span>
      </div>
      <div className="cashier-wager__bar" role="progressbar" aria-labelledby="wager-title" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent} %`}>
        <span style={{ width: `${percent}%` }} />
      </div>
      {left > 0 && (
        <>
          <p className="cashier-wager__left money" data-testid="withdraw-wager-left">{t('withdraw.wagerLeft', { left: money(left, locale) })}</p>
          {!errors?.length && <p className="cashier-wager__hint">{t('withdraw.wagerHint')}</p>}
        </>
      )}
      {errors?.length ? <Messages messages={errors} /> : null}
    </section>
  );
}

function WithdrawForm({ catalog, rules, templates, reloadTemplates, onDone }: {
  catalog: PaymentMethodsResponse;
  rules: WithdrawalRules;
  templates: PaymentTemplate[];
  reloadTemplates: () => void;
  onDone: (withdrawal: Withdrawal) => void;
}) {
  const { t } = useCashierT();
  const locale = useLocale();
  const user = useUser();
  const balance = user?.money ?? 0;
  const [methodId, setMethodId] = useState<PaymentMethodId>(() => catalog.methods.find((m) => rules.methods.includes(m.id))!.id);
  const [values, setValues] = useState<WithdrawValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  // With two-factor sign-in on, the server answers `totp_required` on this field (issue 23): the form then asks for a code.
  const [code, setCode] = useState('');
  const [codeAsked, setCodeAsked] = useState(false);
  if (errors.totp_code && !codeAsked) setCodeAsked(true);
  const key = useIdempotencyKey();
  const form = useRef<HTMLFormElement>(null);
  const method = catalog.methods.find((m) => m.id === methodId)!;
  const own = templates.filter((tpl) => tpl.method === method.id);
  const template = values.templateId === null ? null : own.find((tpl) => tpl.id === values.templateId) ?? null;

  const texts = (issues: FormIssues<WithdrawField>) =>
    Object.fromEntries(Object.entries(issues).map(([field, list]) => [field, (list ?? []).map((issue) => issueText(issue, locale, (k) => t(`errors.${k}`)))]));

  const context = () => ({ rules, balance, sha256: webSha256() });
  // The TRC-20 check is asynchronous (SHA-256): only the latest keystroke's answer is shown.
  const checks = useRef(0);
  async function recheck(next: WithdrawValues, nextMethod: PaymentMethod) {
    const mine = ++checks.current;
    const result = await checkWithdrawal(nextMethod, next, context());
    if (mine === checks.current) setErrors(result.ok ? {} : texts(result.issues));
  }
  function update(next: Partial<WithdrawValues>) {
    const merged = { ...values, ...next };
    setValues(merged);
    if (checked) void recheck(merged, method);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    checks.current++;
    const result = await checkWithdrawal(method, values, context());
    if (!result.ok) {
      setErrors(texts(result.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await createWithdrawal(codeAsked && code.trim() ? { ...result.body, totp_code: code.trim() } : result.body, key.current());
      key.settle();
      setCode('');
      applyUser(answer.user);
      setValues(EMPTY);
      setChecked(false);
      onDone(answer.withdrawal);
    } catch (error) {
      if (isDefinitive(error)) key.settle();
      setErrors(serverErrors(error, locale, FIELDS));
      focusFirstInvalid(form.current);
    } finally {
      setBusy(false);
    }
  }

  async function remove(tpl: PaymentTemplate) {
    try {
      await deleteTemplate(tpl.id);
      toast.success(t('withdraw.templateDeleted'));
      if (values.templateId === tpl.id) update({ templateId: null });
      reloadTemplates();
    } catch {
      // the API layer showed the error
    }
  }

  const limits = method.withdraw;
  const amount = checkAmount(values.amount, limits).amount;
  const cost = amount !== null && amount > 0 ? quote(amount, limits, method) : null;
  const all = maxAffordable(balance, limits.feeBp, limits.max);

  return (
    <form ref={form} className="cashier-form" onSubmit={submit} noValidate data-testid="withdraw-form">
      <div className="cashier-form__body">
        <Wager wager={rules.wager} errors={errors.wager} />
        {rules.waiting && <Waiting />}
        <MethodCards
          legend={t('withdraw.methodLabel')}
          name="withdraw-method"
          methods={catalog.methods}
          value={method.id}
          onChange={(id) => {
            setMethodId(id);
            setValues((v) => ({ ...v, templateId: null }));
            setErrors({});
            setChecked(false);
          }}
          label={(m) => t(`methods.${m.id}`)}
          note={(m) => (rules.methods.includes(m.id) ? t(`methodNotes.${m.id}`) : t('withdraw.notDeposited'))}
          disabled={(m) => !rules.methods.includes(m.id)}
          describedBy="withdraw-same-method"
          testId="withdraw-method"
        />
        <p className="field__hint" id="withdraw-same-method">{t('withdraw.sameMethod')}</p>
        {errors.method && <Messages messages={errors.method} />}

        {own.length > 0 && (
          <fieldset className="cashier-templates" data-testid="withdraw-templates">
            <legend className="field__label">{t('withdraw.templates')}</legend>
            <div className="cashier-templates__list">
              {own.map((tpl) => (
                <div key={tpl.id} className={`cashier-template${values.templateId === tpl.id ? ' is-selected' : ''}`}>
                  <label className="cashier-template__pick">
                    <input type="radio" name="withdraw-template" checked={values.templateId === tpl.id} onChange={() => update({ templateId: tpl.id })} data-testid={`withdraw-template-${tpl.id}`} />
                    <span className="cashier-template__title mono">{tpl.title}</span>
                    {tpl.bank && <span className="cashier-template__bank">{t(`banks.${tpl.bank}`)}</span>}
                  </label>
                  <button type="button" className="cashier-template__delete" aria-label={t('withdraw.deleteTemplate', { title: tpl.title })} title={t('withdraw.deleteTemplate', { title: tpl.title })} onClick={() => void remove(tpl)} data-testid={`withdraw-template-delete-${tpl.id}`}>
                    <IconClose width={14} height={14} />
                  </button>
                </div>
              ))}
              <div className={`cashier-template${values.templateId === null ? ' is-selected' : ''}`}>
                <label className="cashier-template__pick">
                  <input type="radio" name="withdraw-template" checked={values.templateId === null} onChange={() => update({ templateId: null })} data-testid="withdraw-template-new" />
                  <span className="cashier-template__title">{t('withdraw.newRequisites')}</span>
                </label>
              </div>
            </div>
            {errors.templateId && <Messages messages={errors.templateId} />}
          </fieldset>
        )}

        {!template && (
          <>
            {methodFields(method, 'withdraw').map(({ field }) => (
              <RequisiteField key={`${method.id}-${field}`} method={method} field={field} values={values} update={update} errors={errors[field]} banks={catalog.banks} />
            ))}
            <label className="check">
              <input type="checkbox" name="saveTemplate" checked={values.saveTemplate} onChange={(e) => update({ saveTemplate: e.target.checked })} data-testid="withdraw-save-template" />
              <span>{t('withdraw.saveTemplate')}</span>
            </label>
          </>
        )}

        <AmountField
          id="withdraw-amount"
          label={t('withdraw.amountLabel')}
          text={values.amount}
          onText={(text) => update({ amount: text })}
          errors={errors.amount}
          aside={<span className="cashier-limits">{t('limits', { min: money(limits.min, locale), max: money(limits.max, locale) })}</span>}
          hint={<>{t('withdraw.available')}: <strong className="money" data-testid="withdraw-available">{t('money', { amount: money(balance, locale) })}</strong></>}
          quick={quickAmounts(limits, 3).filter((q) => q + feeOf(q, limits.feeBp) <= balance)}
          quickLabel={t('quickAmounts')}
          locale={locale}
          currency={t('coins')}
          extra={all >= limits.min ? { label: t('withdraw.all'), amount: all } : null}
          testId="withdraw-amount"
        />
      </div>

      <div className="cashier-form__footer">
        <Summary
          testId="withdraw-summary"
          rows={[
            { label: limits.feeBp ? t('feeRate', { percent: feePercent(limits.feeBp, locale) }) : t('fee'), value: limits.feeBp ? (cost ? t('money', { amount: money(cost.fee, locale) }) : '—') : t('feeFree'), testId: 'withdraw-fee' },
            ...(cost?.usdt ? [{ label: t('withdraw.receiveUsdt'), value: `${usdtText(cost.usdt, locale)} USDT`, testId: 'withdraw-usdt' }] : [{ label: t('withdraw.receive'), value: cost ? t('money', { amount: money(cost.amount, locale) }) : '—', testId: 'withdraw-receive' }]),
            { label: t('withdraw.debit'), value: cost ? t('money', { amount: money(cost.total, locale) }) : '—', strong: true, testId: 'withdraw-debit' },
          ]}
        />
        {codeAsked && (
          <Field id="withdraw-totp" label={t('withdraw.totpCode')} errors={errors.totp_code} hint={t('withdraw.totpCodeHint')}>
            <input
              id="withdraw-totp"
              name="totp_code"
              className="input mono-input"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={Boolean(errors.totp_code?.length)}
              aria-describedby={describedBy('withdraw-totp', errors.totp_code, true)}
              data-testid="withdraw-totp"
              onChange={(e) => setCode(e.target.value)}
            />
          </Field>
        )}
        {errors._ && <Messages className="form__error" messages={errors._} />}
        <button type="submit" className="button button--primary button--lg button--block" disabled={busy} data-testid="withdraw-submit">
          {busy ? t('withdraw.sending') : cost ? t('withdraw.submit', { amount: money(cost.amount, locale) }) : t('withdraw.submitEmpty')}
        </button>
        <p className="cashier-note">
          <IconClock width={14} height={14} aria-hidden /> {t('withdraw.timing')}
        </p>
      </div>
    </form>
  );
}

function RequisiteField({ method, field, values, update, errors, banks }: {
  method: PaymentMethod;
  field: string;
  values: WithdrawValues;
  update: (next: Partial<WithdrawValues>) => void;
  errors?: string[];
  banks: Bank[];
}) {
  const { t } = useCashierT();
  const id = `withdraw-${field}`;
  const invalid = Boolean(errors?.length);
  if (field === 'cardNumber') {
    return (
      <Field id={id} label={t('withdraw.cardNumber')} errors={errors}>
        <input
          id={id}
          name="cardNumber"
          className="input mono-input"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          maxLength={23}
          value={values.cardNumber}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, errors, false)}
          data-testid={id}
          onChange={(e) => {
            const input = e.target;
            const next = reformatCard(input.value, input.selectionStart ?? input.value.length);
            update({ cardNumber: next.value });
            requestAnimationFrame(() => {
              if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
            });
          }}
        />
      </Field>
    );
  }
  if (field === 'bank') {
    return (
      <Field id={id} label={t('withdraw.bank')} errors={errors}>
        <select id={id} name="bank" className="input" value={values.bank} aria-invalid={invalid} aria-describedby={describedBy(id, errors, false)} data-testid={id} onChange={(e) => update({ bank: e.target.value as WithdrawValues['bank'] })}>
          <option value="">{t('withdraw.bankChoose')}</option>
          {banks.map((bank) => <option key={bank} value={bank}>{t(`banks.${bank}`)}</option>)}
        </select>
      </Field>
    );
  }
  if (field === 'wallet') {
    const usdt = method.id === 'usdt_trc20';
    return (
      <Field id={id} label={usdt ? t('withdraw.address') : t('withdraw.wallet')} errors={errors} hint={usdt ? t('withdraw.addressHint') : t('withdraw.walletHint')}>
        <input
          id={id}
          name="wallet"
          className="input mono-input"
          inputMode={usdt ? 'text' : 'numeric'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={usdt ? 'T…' : '41001234567890'}
          maxLength={64}
          value={values.wallet}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, errors, true)}
          data-testid={id}
          onChange={(e) => update({ wallet: e.target.value })}
        />
      </Field>
    );
  }
  return null;
}

function Done({ withdrawal, onAnother, onHistory }: { withdrawal: Withdrawal; onAnother: () => void; onHistory: () => void }) {
  const { t } = useCashierT();
  const locale = useLocale();
  return (
    <div className="cashier-done" role="status" data-testid="withdraw-done">
      <span className="cashier-done__icon" aria-hidden><IconCheckCircle width={34} height={34} /></span>
      <h3 className="cashier-done__title">{t('withdraw.done', { id: withdrawal.id })}</h3>
      <p className="cashier-done__text">{t('withdraw.doneText', { amount: money(withdrawal.debit, locale) })}</p>
      <div className="cashier-done__actions">
        <button type="button" className="button button--primary" onClick={onHistory} data-testid="withdraw-to-history">{t('withdraw.toHistory')}</button>
        <button type="button" className="button button--ghost" onClick={onAnother}>{t('withdraw.another')}</button>
      </div>
    </div>
  );
}
