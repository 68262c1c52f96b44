import { useId } from 'react';
import { toast } from 'sonner';
import { createTournament } from '../api/tournaments.ts';
import { useBackofficeText } from '../hooks.ts';
import {
  BANK_MODES, EMPTY_TOURNAMENT_FORM, parseTournamentForm, TOURNAMENT_KINDS, tournamentFieldOf, type TermsField, type TermsForm, type TournamentForm, type TournamentKind,
} from '../tournaments.ts';
import { InputField, useStaffForm, type FieldErrors } from './staff-form.tsx';
import { FormMessages } from './ui.tsx';
import '../bonus.css';

/**
 * The terms of a tournament of a kind, as inputs: kind bank's bank (an
 * amount, or a share of the house revenue), the places' and referral
 * tournament's two prizes (kind places' with their growth per stake). Shared
 * by the new tournament's form and a running one's edit dialog.
 */
export function TermsFields({ kind, form, errors, set, testPrefix }: {
  kind: TournamentKind;
  form: TermsForm;
  errors: FieldErrors<TermsField>;
  set: <K extends TermsField>(field: K, value: TermsForm[K]) => void;
  testPrefix: string;
}) {
  const { t } = useBackofficeText();
  const id = useId();
  const text = (field: Exclude<TermsField, 'bankMode'>, label: string, hint?: string) => (
    <InputField id={`${id}-${field}`} name={field} label={label} hint={hint} errors={errors[field]} inputMode="decimal" value={form[field]} onValue={(v) => set(field, v)} testId={`${testPrefix}-${field}`} />
  );

  if (kind === 'bank') {
    return (
      <>
        <div className="bo-promo-kinds" role="radiogroup" aria-label={t('tournaments.form.bankMode')}>
          {BANK_MODES.map((mode) => (
            <label key={mode} className={`bo-promo-kind${form.bankMode === mode ? ' is-active' : ''}`}>
              <input type="radio" name={`${id}-bankMode`} value={mode} checked={form.bankMode === mode} onChange={() => set('bankMode', mode)} data-testid={`${testPrefix}-bankMode-${mode}`} />
              <span className="bo-promo-kind__name">{t(`tournaments.form.bankModes.${mode}`)}</span>
            </label>
          ))}
        </div>
        <div className="bo-promo-form__grid">
          {form.bankMode === 'fixed' ? text('bank', t('tournaments.form.bank')) : text('revenuePercent', t('tournaments.form.revenuePercent'), t('tournaments.form.revenueHint'))}
        </div>
      </>
    );
  }
  return (
    <div className="bo-promo-form__grid">
      {text('prize1', t('tournaments.form.prize1'))}
      {text('prize2', t('tournaments.form.prize2'))}
      {kind === 'places' && (
        <>
          {text('growth1', t('tournaments.form.growth1'), t('tournaments.form.growthHint'))}
          {text('growth2', t('tournaments.form.growth2'), t('tournaments.form.growthHint'))}
        </>
      )}
    </div>
  );
}

/**
 * A new tournament beside the default periods' ones (issue 14: "admin can
 * create others"): its kind, its period and its bank or prizes. Checked here
 * first; the server's refusals land on the same fields.
 */
export function TournamentCreateForm({ id: formId, onCreated, onCancel }: { id: string; onCreated: (id: number) => unknown; onCancel: () => void }) {
  const { t } = useBackofficeText();
  const id = useId();
  const { form, set, reset, errors, formErrors, busy, refuse, send } = useStaffForm<TournamentForm>(EMPTY_TOURNAMENT_FORM);
  const setTerm = <K extends TermsField>(field: K, value: TermsForm[K]) => set(field, value as TournamentForm[K]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseTournamentForm(form);
    if (!parsed.ok) return refuse(Object.fromEntries(Object.entries(parsed.problems).map(([field, problem]) => [field, [t(`tournaments.errors.${problem}`)]])));
    await send(async () => {
      const { tournament } = await createTournament(parsed.body);
      toast.success(t('tournaments.created', { id: tournament.id }));
      reset(EMPTY_TOURNAMENT_FORM);
      await onCreated(tournament.id);
    }, tournamentFieldOf);
  }

  const date = (field: 'startsAt' | 'endsAt', label: string, hint?: string) => (
    <InputField id={`${id}-${field}`} name={field} label={label} hint={hint} errors={errors[field]} type="datetime-local" value={form[field]} onValue={(v) => set(field, v)} testId={`tournament-${field}`} />
  );
  const kindHints = t('tournaments.form.kindHints', { returnObjects: true }) as Record<TournamentKind, string>;

  return (
    <form id={formId} className="bo-card bo-promo-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-testid="tournament-form">
      <h2 className="bo-card__title" id={`${id}-title`}>{t('tournaments.form.title')}</h2>

      <fieldset className="bo-promo-form__section">
        <legend className="bo-promo-form__legend">{t('tournaments.form.kind')}</legend>
        <div className="bo-promo-kinds" role="radiogroup" aria-label={t('tournaments.form.kind')}>
          {TOURNAMENT_KINDS.map((kind) => (
            <label key={kind} className={`bo-promo-kind${form.kind === kind ? ' is-active' : ''}`}>
              <input type="radio" name="kind" value={kind} checked={form.kind === kind} onChange={() => set('kind', kind)} data-testid={`tournament-kind-${kind}`} />
              <span className="bo-promo-kind__name">{t(`tournaments.kinds.${kind}`)}</span>
              <span className="bo-promo-kind__hint">{kindHints[kind]}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="bo-promo-form__section">
        <legend className="bo-promo-form__legend">{t('tournaments.form.dates')}</legend>
        <div className="bo-promo-form__grid">
          {date('startsAt', t('tournaments.form.startsAt'), t('tournaments.form.startsHint'))}
          {date('endsAt', t('tournaments.form.endsAt'))}
        </div>
      </fieldset>

      <fieldset className="bo-promo-form__section">
        <legend className="bo-promo-form__legend">{t('tournaments.form.terms')}</legend>
        <TermsFields kind={form.kind} form={form} errors={errors} set={setTerm} testPrefix="tournament" />
      </fieldset>

      <FormMessages messages={formErrors} testId="tournament-form-errors" />
      <div className="bo-promo-form__foot">
        <button type="button" className="button button--ghost" onClick={onCancel}>{t('common.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={busy} data-testid="tournament-submit">{t('tournaments.form.submit')}</button>
      </div>
    </form>
  );
}
