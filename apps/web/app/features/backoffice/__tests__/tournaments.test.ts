import { describe, expect, it } from 'vitest';
import type { AdminTournament } from '@azart/contracts';
import { EMPTY_TOURNAMENT_FORM, parseTermsForm, parseTournamentForm, readTournamentKind, readTournamentState, termsFormOf, tournamentFieldOf } from '../tournaments.ts';

const now = new Date('2026-05-01T10:00:00');
const listed: AdminTournament = {
  id: 7, kind: 'places', state: 'running', period: null, startsAt: '2026-05-01T00:00:00.000Z', endsAt: '2026-05-08T00:00:00.000Z', createdAt: '2026-05-01T00:00:00.000Z',
  bank: 150_050, fixedBank: null, bankRevenueBp: 0, prizes: { '1': 100_050, '2': 50_000 }, prizeGrowthBp: { '1': 30, '2': 0 }, totalPoints: 0, ratePerPoint: 0, participants: 0, paid: 0,
};

describe('a new tournament as typed', () => {
  it('sends kopecks and basis points, and only the terms of its kind', () => {
    const bank = parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, kind: 'bank', startsAt: '2026-05-01T12:00', endsAt: '2026-05-02T12:00', bank: '1 500,5', prize1: '99' }, now);
    expect(bank).toEqual({ ok: true, body: { kind: 'bank', startsAt: new Date('2026-05-01T12:00').toISOString(), endsAt: new Date('2026-05-02T12:00').toISOString(), bank: 150_050 } });
    const share = parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, kind: 'bank', bankMode: 'revenue', revenuePercent: '2,5', endsAt: '2026-05-02T12:00' }, now);
    expect(share.ok && share.body).toMatchObject({ bank: null, bankRevenueBp: 250, startsAt: now.toISOString() });
    const places = parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, kind: 'places', endsAt: '2026-05-08T12:00', prize1: '1000', prize2: '0,01', growth1: '0.3', bank: 'ignored' }, now);
    expect(places.ok && places.body).toEqual({ kind: 'places', startsAt: now.toISOString(), endsAt: new Date('2026-05-08T12:00').toISOString(), prize1: 100_000, prize2: 1, prize1Bp: 30, prize2Bp: 0 });
    const referral = parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, kind: 'referral', endsAt: '2026-06-01T00:00', prize1: '10', prize2: '5', growth1: 'x' }, now);
    expect(referral.ok && referral.body).toEqual({ kind: 'referral', startsAt: now.toISOString(), endsAt: new Date('2026-06-01T00:00').toISOString(), prize1: 1_000, prize2: 500 });
  });

  it('names every field that is wrong', () => {
    expect(parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, bank: '-5' }, now)).toEqual({ ok: false, problems: { bank: 'amount', endsAt: 'endsRequired' } });
    expect(parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, kind: 'places', prize1: '1,005', prize2: '', growth2: '101', endsAt: '2026-04-30T10:00' }, now)).toEqual({
      ok: false,
      problems: { prize1: 'amount', prize2: 'amount', growth2: 'percent', endsAt: 'endsPast' },
    });
    expect(parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, bankMode: 'revenue', revenuePercent: '', startsAt: '2026-05-03T10:00', endsAt: '2026-05-02T10:00' }, now)).toEqual({
      ok: false,
      problems: { revenuePercent: 'percent', endsAt: 'endsBeforeStart' },
    });
    expect(parseTournamentForm({ ...EMPTY_TOURNAMENT_FORM, bank: '1', startsAt: 'soon', endsAt: '2026-05-02T10:00' }, now)).toEqual({ ok: false, problems: { startsAt: 'date' } });
  });

  it('puts the server\'s messages on the form\'s fields', () => {
    expect(tournamentFieldOf('bankRevenueBp')).toBe('revenuePercent');
    expect(tournamentFieldOf('prize2Bp')).toBe('growth2');
    expect(tournamentFieldOf('endsAt')).toBe('endsAt');
    expect(tournamentFieldOf('_')).toBeNull();
  });
});

describe('a running tournament\'s terms', () => {
  it('are shown as typed in the page\'s language', () => {
    expect(termsFormOf(listed, 'ru')).toEqual({ bankMode: 'revenue', bank: '', revenuePercent: '0', prize1: '1000,5', prize2: '500', growth1: '0,3', growth2: '0' });
    expect(termsFormOf({ ...listed, kind: 'bank', fixedBank: 12_345 }, 'en')).toMatchObject({ bankMode: 'fixed', bank: '123.45' });
  });

  it('send only what changed, and nothing changed is a problem', () => {
    const form = termsFormOf(listed, 'ru');
    expect(parseTermsForm(listed, { ...form, prize2: '600' })).toEqual({ ok: true, body: { prize2: 60_000 } });
    expect(parseTermsForm(listed, { ...form, growth1: '0' })).toEqual({ ok: true, body: { prize1Bp: 0 } });
    expect(parseTermsForm(listed, form)).toEqual({ ok: false, problems: { form: 'unchanged' } });
    expect(parseTermsForm(listed, { ...form, prize1: 'много' })).toEqual({ ok: false, problems: { prize1: 'amount' } });

    const bank = { ...listed, kind: 'bank' as const, fixedBank: null, bankRevenueBp: 500 };
    const bankForm = termsFormOf(bank, 'ru');
    expect(parseTermsForm(bank, { ...bankForm, bankMode: 'fixed', bank: '2000' })).toEqual({ ok: true, body: { bank: 200_000 } });
    expect(parseTermsForm(bank, { ...bankForm, revenuePercent: '7,5' })).toEqual({ ok: true, body: { bankRevenueBp: 750 } });
    // Back from a set bank to the revenue share: both sent, the share even when it stays the same.
    const fixed = { ...bank, fixedBank: 200_000 };
    expect(parseTermsForm(fixed, { ...termsFormOf(fixed, 'ru'), bankMode: 'revenue' })).toEqual({ ok: true, body: { bank: null, bankRevenueBp: 500 } });
  });
});

describe('the list\'s filters', () => {
  it('read a known state or kind from the URL, anything else as all', () => {
    expect(readTournamentState('paid')).toBe('paid');
    expect(readTournamentState('settled')).toBeUndefined();
    expect(readTournamentState(null)).toBeUndefined();
    expect(readTournamentKind('referral')).toBe('referral');
    expect(readTournamentKind('all')).toBeUndefined();
  });
});
