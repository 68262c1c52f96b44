import { TOURNAMENT_KINDS, TOURNAMENT_STATES, type AdminTournament, type AdminTournamentCreate, type TournamentKind, type TournamentState, type TournamentTerms } from '@azart/contracts';
import type { Locale } from '~/shared/locale.ts';
import { coinsInput, edgePercentInput, parseCoins, parseEdgePercent } from './amounts.ts';
import { localToIso } from './promo.ts';

/**
 * A tournament as an admin types it (bonuses.md §8): kind bank shares a bank
 * set by hand or a percent of the period's house revenue; kinds places and
 * referral pay two prizes (kind places' may grow by a percent of every
 * real-money stake). Amounts in coins, shares in percent, dates in the
 * browser's time zone; checked with the server's rules (contracts
 * `adminTournamentCreateSchema`, `tournamentTermsSchema`) before any request.
 * Exact: coins become kopecks and percents basis points from their digits.
 */
export { TOURNAMENT_KINDS, TOURNAMENT_STATES, type TournamentKind, type TournamentState };

export const BANK_MODES = ['fixed', 'revenue'] as const;
export type BankMode = (typeof BANK_MODES)[number];

/** The terms of a running tournament an admin may set: the bank (kind bank), the prizes and their growth (kinds places and referral). */
export type TermsForm = { bankMode: BankMode; bank: string; revenuePercent: string; prize1: string; prize2: string; growth1: string; growth2: string };
export type TermsField = keyof TermsForm;
export type TournamentForm = TermsForm & { kind: TournamentKind; startsAt: string; endsAt: string };
export type TournamentField = keyof TournamentForm;
export type TournamentProblem = 'amount' | 'percent' | 'date' | 'endsRequired' | 'endsBeforeStart' | 'endsPast';
export type TermsProblem = TournamentProblem | 'unchanged';

export const EMPTY_TOURNAMENT_FORM: TournamentForm = {
  kind: 'bank', startsAt: '', endsAt: '', bankMode: 'fixed', bank: '', revenuePercent: '', prize1: '', prize2: '', growth1: '0', growth2: '0',
};

/** The server's field names (422) → the form's. */
export function tournamentFieldOf(server: string): TournamentField | null {
  const map: Record<string, TournamentField> = {
    kind: 'kind', startsAt: 'startsAt', endsAt: 'endsAt', bank: 'bank', bankRevenueBp: 'revenuePercent', prize1: 'prize1', prize2: 'prize2', prize1Bp: 'growth1', prize2Bp: 'growth2',
  };
  return map[server] ?? null;
}

/** Percent of a share (0–100, two decimals at most) → basis points; null otherwise. */
function share(text: string): number | null {
  const bp = parseEdgePercent(text);
  return bp === null || bp > 10_000 ? null : bp;
}

type Problems<F extends string, P extends string> = Partial<Record<F, P>>;

/** The terms the kind takes, each checked; what was typed for another kind is ignored. */
function parseTerms(kind: TournamentKind, form: TermsForm, problems: Problems<TermsField, TournamentProblem>): TournamentTerms {
  const terms: TournamentTerms = {};
  const coins = (field: 'bank' | 'prize1' | 'prize2') => {
    const value = parseCoins(form[field]);
    if (value === null) problems[field] = 'amount';
    return value ?? 0;
  };
  const percent = (field: 'revenuePercent' | 'growth1' | 'growth2') => {
    const value = share(form[field]);
    if (value === null) problems[field] = 'percent';
    return value ?? 0;
  };
  if (kind === 'bank') {
    if (form.bankMode === 'fixed') terms.bank = coins('bank');
    else {
      terms.bank = null;
      terms.bankRevenueBp = percent('revenuePercent');
    }
    return terms;
  }
  terms.prize1 = coins('prize1');
  terms.prize2 = coins('prize2');
  if (kind === 'places') {
    terms.prize1Bp = percent('growth1');
    terms.prize2Bp = percent('growth2');
  }
  return terms;
}

/** A new tournament's form → the request, or the problem of each field. A start left empty is now. */
export function parseTournamentForm(form: TournamentForm, now = new Date()): { ok: true; body: AdminTournamentCreate } | { ok: false; problems: Problems<TournamentField, TournamentProblem> } {
  const problems: Problems<TournamentField, TournamentProblem> = {};
  const terms = parseTerms(form.kind, form, problems);
  const typedStart = localToIso(form.startsAt);
  const endsAt = localToIso(form.endsAt);
  if (typedStart === undefined) problems.startsAt = 'date';
  if (endsAt === undefined) problems.endsAt = 'date';
  else if (endsAt === null) problems.endsAt = 'endsRequired';
  const startsAt = typedStart ?? now.toISOString();
  if (endsAt && typedStart !== undefined) {
    if (new Date(endsAt) <= now) problems.endsAt = 'endsPast';
    else if (new Date(endsAt) <= new Date(startsAt)) problems.endsAt = 'endsBeforeStart';
  }
  if (Object.keys(problems).length || !endsAt) return { ok: false, problems };
  return { ok: true, body: { kind: form.kind, startsAt, endsAt, ...terms } };
}

/** A listed tournament's terms as the edit form shows them. */
export function termsFormOf(tournament: AdminTournament, locale: Locale): TermsForm {
  return {
    bankMode: tournament.fixedBank === null ? 'revenue' : 'fixed',
    bank: tournament.fixedBank === null ? '' : coinsInput(tournament.fixedBank, locale),
    revenuePercent: edgePercentInput(tournament.bankRevenueBp, locale),
    prize1: coinsInput(tournament.prizes['1'], locale),
    prize2: coinsInput(tournament.prizes['2'], locale),
    growth1: edgePercentInput(tournament.prizeGrowthBp['1'], locale),
    growth2: edgePercentInput(tournament.prizeGrowthBp['2'], locale),
  };
}

/**
 * The edit form → the change of a running tournament's terms: only what the
 * admin changed is sent (a prize that grew since the page loaded is not set
 * back to the figure shown), and a change of nothing is a problem.
 */
export function parseTermsForm(
  tournament: Pick<AdminTournament, 'kind' | 'fixedBank' | 'bankRevenueBp' | 'prizes' | 'prizeGrowthBp'>,
  form: TermsForm,
): { ok: true; body: TournamentTerms } | { ok: false; problems: Problems<TermsField | 'form', TermsProblem> } {
  const problems: Problems<TermsField, TournamentProblem> = {};
  const terms = parseTerms(tournament.kind, form, problems);
  if (Object.keys(problems).length) return { ok: false, problems };
  const body: TournamentTerms = {};
  if (tournament.kind === 'bank') {
    if (terms.bank !== tournament.fixedBank) body.bank = terms.bank;
    if (terms.bankRevenueBp !== undefined && (terms.bankRevenueBp !== tournament.bankRevenueBp || body.bank === null)) body.bankRevenueBp = terms.bankRevenueBp;
  } else {
    if (terms.prize1 !== tournament.prizes['1']) body.prize1 = terms.prize1;
    if (terms.prize2 !== tournament.prizes['2']) body.prize2 = terms.prize2;
    if (terms.prize1Bp !== undefined && terms.prize1Bp !== tournament.prizeGrowthBp['1']) body.prize1Bp = terms.prize1Bp;
    if (terms.prize2Bp !== undefined && terms.prize2Bp !== tournament.prizeGrowthBp['2']) body.prize2Bp = terms.prize2Bp;
  }
  if (!Object.keys(body).length) return { ok: false, problems: { form: 'unchanged' } };
  return { ok: true, body };
}

/** A state filter from the URL: one of the states, or all (undefined). */
export function readTournamentState(value: string | null): TournamentState | undefined {
  return (TOURNAMENT_STATES as readonly string[]).includes(value ?? '') ? (value as TournamentState) : undefined;
}

export function readTournamentKind(value: string | null): TournamentKind | undefined {
  return (TOURNAMENT_KINDS as readonly string[]).includes(value ?? '') ? (value as TournamentKind) : undefined;
}
