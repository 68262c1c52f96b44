import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Tournament, TournamentsInit } from '@azart/contracts';
import { prerenderPage } from '~/shared/__tests__/prerender-page.tsx';
import { applyLive } from '../api/tournaments.ts';
import { periodOf, TournamentsPage } from '../components/tournaments-page.tsx';

/** The /tournaments page (issue 14 item 2): its server render with the loader's data in both languages, and live pushes applied to it. */
const render = (url: string, element: ReactNode) => prerenderPage('/tournaments', url, element);

const bank: Tournament = {
  id: 1, kind: 'bank', state: 'running', bank: 100_000, startsAt: '2026-11-24T21:00:00.000Z', endsAt: '2026-11-25T21:00:00.000Z',
  totalPoints: 60, ratePerPoint: 1_666, prizes: { '1': 0, '2': 0 },
  places: [{ place: 1, nick: 'alice', points: 40, reward: 66_640 }, { place: 2, nick: 'bob', points: 20, reward: 33_320 }],
};
const places: Tournament = { ...bank, id: 2, kind: 'places', bank: 3_000, ratePerPoint: 0, prizes: { '1': 2_000, '2': 1_000 }, places: [] };
const init: TournamentsInit = {
  award: { places: { '1': 2_000, '2': 1_000 }, bank: 3_000, tournamentId: 2, endsAt: places.endsAt },
  tournaments: [bank, places],
  history: [{ ...bank, id: 0, state: 'paid', endsAt: '2026-11-24T21:00:00.000Z' }],
};

describe('the tournaments page', () => {
  it('renders the standings, the award store and the history on the server, in Russian and English', async () => {
    const ru = await render('/tournaments', <TournamentsPage initial={init} nick={null} />);
    expect(ru).toContain('Турниры');
    expect(ru).toContain('alice');
    expect(ru).toContain('666,40');
    expect(ru).toContain('Магазин наград');
    expect(ru).toContain('История турниров');
    const en = await render('/en/tournaments', <TournamentsPage initial={init} nick="bob" />);
    expect(en).toContain('Rate per point');
    expect(en).toContain('16.66');
    expect(en).toContain('Past tournaments');
    expect(en).toContain('My points');
  });

  it('names only games the site has in its points rule (no Bonus Dice, slots or live games yet)', async () => {
    const games = ['Bonus Dice', 'слот', 'лайв', 'баккар', 'slot', 'live game', 'baccarat'];
    for (const [url, nick] of [['/tournaments', null], ['/en/tournaments', 'bob']] as const) {
      const html = await render(url, <TournamentsPage initial={init} nick={nick} />);
      for (const name of games) expect(html, `${url} ${name}`).not.toContain(name);
      expect(html).toContain('Dice');
    }
  });

  it('names each tournament by its kind and its period; one the back office made for another length is just a tournament', async () => {
    const week = { ...places, startsAt: '2026-11-22T21:00:00.000Z', endsAt: '2026-11-29T21:00:00.000Z' };
    const month = { ...bank, id: 3, kind: 'referral' as const, startsAt: '2026-10-31T21:00:00.000Z', endsAt: '2026-11-30T21:00:00.000Z' };
    const custom = { ...bank, id: 4, startsAt: '2026-11-25T10:00:00.000Z', endsAt: '2027-01-31T18:00:00.000Z' };
    expect([bank, week, month, custom].map(periodOf)).toEqual(['day', 'week', 'month', 'other']);
    const html = await render('/en/tournaments', <TournamentsPage initial={{ ...init, tournaments: [bank, week, month, custom] }} nick={null} />);
    expect(html).toContain('Daily tournament: shared bank');
    expect(html).toContain('Weekly tournament: place prizes');
    expect(html).toContain('Monthly referral tournament');
    expect(html).toContain('>Tournament: shared bank<');
    const ru = await render('/tournaments', <TournamentsPage initial={{ ...init, tournaments: [custom, week] }} nick={null} />);
    expect(ru).toContain('>Турнир: общий банк<');
    expect(ru).toContain('Турнир недели: призы за места');
  });

  it('applies live pushes: a running one replaces its card and the award store, an ended one moves to the history', () => {
    const grown = applyLive(init, { ...places, prizes: { '1': 2_500, '2': 1_200 }, bank: 3_700 });
    expect(grown.award).toMatchObject({ places: { '1': 2_500, '2': 1_200 }, bank: 3_700 });
    expect(applyLive(grown, { ...places, prizes: { '1': 2_500, '2': 1_200 }, bank: 3_700 })).toEqual(grown);
    const ended = applyLive(init, { ...bank, state: 'paid' });
    expect(ended.tournaments.map((t) => t.id)).toEqual([2]);
    expect(ended.history.map((t) => t.id)).toEqual([1, 0]);
  });
});
