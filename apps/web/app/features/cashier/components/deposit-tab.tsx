import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { PaymentMethod, PaymentMethodId, PaymentMethodsResponse } from '@azart/contracts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { createDeposit } from '../api/cashier.ts';
import { useIdempotencyKey } from '../hooks/use-idempotency-key.ts';
import { checkAmount, quickAmounts, quote } from '../logic/amount.ts';
import { feePercent, money, usdtText } from '../logic/format.ts';
import { issueText } from '../logic/issues.ts';
import { isDefinitive, serverErrors } from '../logic/server-errors.ts';
import { checkoutReturnPath } from '../logic/tabs.ts';
import { checkDeposit, COMMENT_MAX, methodFields, type DepositField, type DepositValues, type FormIssues } from '../logic/validate.ts';
import { useCashierT } from '../use-cashier-t.ts';
import { AmountField } from './amount-field.tsx';
import { IconLock } from './icons.tsx';
import { MethodCards } from './method-cards.tsx';
import { describedBy, Field, focusFirstInvalid, Messages, Summary } from './ui.tsx';

const FIELDS: readonly string[] = ['method', 'amount', 'email', 'phone', 'operator', 'comment'];
const EMPTY: DepositValues = { amount: '', email: '', phone: '', operator: '', comment: '' };

/**
 * Deposit: a method, an amount within its limits (quick amounts), the
 * method's own fields, and what it costs (fee, total, USDT at the rate)
 * before the player confirms; then the provider's checkout, which sends the
 * player back to this page with the history tab open.
 */
export function DepositTab({ catalog }: { catalog: PaymentMethodsResponse }) {
  const { t } = useCashierT();
  const locale = useLocale();
  const location = useLocation();
  const [methodId, setMethodId] = useState<PaymentMethodId | null>(catalog.methods[0]?.id ?? null);
  const [values, setValues] = useState<DepositValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const key = useIdempotencyKey();
  const form = useRef<HTMLFormElement>(null);
  const method = catalog.methods.find((m) => m.id === methodId) ?? null;

  const texts = (issues: FormIssues<DepositField>) =>
    Object.fromEntries(Object.entries(issues).map(([field, list]) => [field, (list ?? []).map((issue) => issueText(issue, locale, (k) => t(`errors.${k}`)))]));

  /** After a first attempt the form checks itself as the player types. */
  function update(next: Partial<DepositValues>, nextMethod: PaymentMethod | null = method) {
    const merged = { ...values, ...next };
    setValues(merged);
    if (checked && nextMethod) {
      const result = checkDeposit(nextMethod, merged);
      setErrors(result.ok ? {} : texts(result.issues));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!method || busy) return;
    setChecked(true);
    const result = checkDeposit(method, values);
    if (!result.ok) {
      setErrors(texts(result.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await createDeposit({ ...result.body, returnPath: checkoutReturnPath(location.pathname, location.search) }, key.current());
      key.settle();
      setRedirecting(true);
      window.location.assign(answer.checkoutUrl);
    } catch (error) {
      if (isDefinitive(error)) key.settle();
      setErrors(serverErrors(error, locale, FIELDS));
      focusFirstInvalid(form.current);
      setBusy(false);
    }
  }

  if (!method) return null;
  const limits = method.deposit;
  const amount = checkAmount(values.amount, limits).amount;
  const cost = amount !== null && amount > 0 ? quote(amount, limits, method) : null;
  const fields = methodFields(method, 'deposit');
  const note = method.id === 'wallet' ? t('deposit.walletTime') : method.id === 'usdt_trc20' ? t('deposit.usdtNote') : null;

  return (
    <form ref={form} className="cashier-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <div className="cashier-form__body">
        <MethodCards
          legend={t('deposit.methodLabel')}
          name="deposit-method"
          methods={catalog.methods}
          value={method.id}
          onChange={(id) => {
            setMethodId(id);
            setErrors({});
            setChecked(false);
          }}
          label={(m) => t(`methods.${m.id}`)}
          note={(m) => t(`methodNotes.${m.id}`)}
          testId="deposit-method"
        />
        {errors.method && <Messages messages={errors.method} />}

        <AmountField
          id="deposit-amount"
          label={t('deposit.amountLabel')}
          text={values.amount}
          onText={(amount) => update({ amount })}
          errors={errors.amount}
          aside={<span className="cashier-limits">{t('limits', { min: money(limits.min, locale), max: money(limits.max, locale) })}</span>}
          quick={quickAmounts(limits)}
          quickLabel={t('quickAmounts')}
          locale={locale}
          currency={t('coins')}
          testId="deposit-amount"
        />

        {fields.map(({ field, required }) => (
          <MethodField key={field} field={field} required={required} values={values} update={update} errors={errors[field]} operators={catalog.operators} />
        ))}
      </div>

      <div className="cashier-form__footer">
        <Summary
          testId="deposit-summary"
          rows={[
            { label: t('deposit.credited'), value: cost ? t('money', { amount: money(cost.amount, locale) }) : '—', testId: 'deposit-credited' },
            { label: limits.feeBp ? t('feeRate', { percent: feePercent(limits.feeBp, locale) }) : t('fee'), value: limits.feeBp ? (cost ? t('money', { amount: money(cost.fee, locale) }) : '—') : t('feeFree'), testId: 'deposit-fee' },
            // What to send in USDT: the deposit's own amount at the rate (the server's cryptoAmount).
            ...(cost?.usdt && method.rate
              ? [{ label: <>{t('deposit.toPayUsdt')} <span className="cashier-summary__sub">{t('deposit.rate', { rate: money(method.rate, locale) })}</span></>, value: `${usdtText(cost.usdt, locale)} USDT`, testId: 'deposit-usdt' }]
              : []),
            { label: t('deposit.toPay'), value: cost ? t('money', { amount: money(cost.total, locale) }) : '—', strong: true, testId: 'deposit-total' },
          ]}
        />
        {errors._ && <Messages className="form__error" messages={errors._} />}
        <button type="submit" className="button button--primary button--lg button--block" disabled={busy || redirecting} data-testid="deposit-submit">
          {redirecting ? t('deposit.redirecting') : cost && !busy ? t('deposit.submit', { amount: money(cost.total, locale) }) : busy ? t('loading') : t('deposit.submitEmpty')}
        </button>
        <p className="cashier-note">
          <IconLock width={14} height={14} aria-hidden /> {note ?? t('deposit.secure')}
        </p>
      </div>
    </form>
  );
}

function MethodField({ field, required, values, update, errors, operators }: {
  field: string;
  required: boolean;
  values: DepositValues;
  update: (next: Partial<DepositValues>) => void;
  errors?: string[];
  operators: PaymentMethodsResponse['operators'];
}) {
  const { t } = useCashierT();
  const optional = required ? null : <span className="cashier-optional">{t('optional')}</span>;
  const id = `deposit-${field}`;
  const common = { id, name: field, className: 'input', 'aria-invalid': Boolean(errors?.length), 'aria-describedby': describedBy(id, errors, false), 'data-testid': id };
  if (field === 'email') {
    return (
      <Field id={id} label={t('deposit.email')} aside={optional} errors={errors}>
        <input {...common} type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" value={values.email} onChange={(e) => update({ email: e.target.value })} />
      </Field>
    );
  }
  if (field === 'phone') {
    return (
      <Field id={id} label={t('deposit.phone')} aside={optional} errors={errors}>
        <input {...common} type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 999 123-45-67" value={values.phone} onChange={(e) => update({ phone: e.target.value })} />
      </Field>
    );
  }
  if (field === 'operator') {
    return (
      <Field id={id} label={t('deposit.operator')} aside={optional} errors={errors}>
        <select {...common} value={values.operator} onChange={(e) => update({ operator: e.target.value as DepositValues['operator'] })}>
          <option value="">{t('deposit.operatorChoose')}</option>
          {operators.map((op) => <option key={op} value={op}>{t(`operators.${op}`)}</option>)}
        </select>
      </Field>
    );
  }
  if (field === 'comment') {
    return (
      <Field id={id} label={t('deposit.comment')} aside={optional} errors={errors}>
        <input {...common} type="text" maxLength={COMMENT_MAX} autoComplete="off" placeholder={t('deposit.commentPlaceholder')} value={values.comment} onChange={(e) => update({ comment: e.target.value })} />
      </Field>
    );
  }
  return null;
}
