import type { MyTournaments, Tournament, TournamentsInit } from '@azart/contracts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';
import { useLocale } from '~/shared/i18n/hooks.ts';
import { formatCoins, formatDecimal } from '~/shared/money.ts';
import { formatCountdown, useNow } from '~/shared/use-now.ts';
import type { Locale } from '~/shared/locale.ts';
import { useTournaments } from '../api/tournaments.ts';
import { tournamentsI18n } from '../i18n/page.ts';
import { formatDate } from '~/shared/dates.ts';

const useTexts = () => useLazyCatalogue('tournaments', tournamentsI18n);
type T = ReturnType<typeof useTexts>['t'];

const DAY_MS = 86_400_000;
const formatPoints = (points: number, locale: Locale) => formatDecimal(points, 2, locale);

/** Time left as "2 д 03:04:05" (days only when a day or more is left); nothing until the browser knows the time. */
function Countdown({ endsAt, t }: { endsAt: string; t: T }) {
  const now = useNow();
  if (now === null) return <span className="tour-countdown" aria-hidden="true">—</span>;
  const left = Math.max(0, new Date(endsAt).getTime() - now);
  const days = Math.floor(left / DAY_MS);
  return (
    <span className="tour-countdown" role="timer">
      {days > 0 ? `${t('days', { count: days })} ` : ''}
      {formatCountdown(left - days * DAY_MS)}
    </span>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="tour-stat" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function PlacesTable({ tournament, t, locale, highlight }: { tournament: Tournament; t: T; locale: Locale; highlight: string | null }) {
  if (!tournament.places.length) return <p className="tour-empty">{t('noPlaces')}</p>;
  return (
    <div className="table-wrap">
      <table className="table tour-table">
        <thead>
          <tr>
            <th scope="col">{t('place')}</th>
            <th scope="col">{t('nick')}</th>
            <th scope="col" className="num">{tournament.kind === 'referral' ? t('deposits') : t('points')}</th>
            <th scope="col" className="num">{t('reward')}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.places.map((p) => (
            <tr key={p.place} className={p.nick === highlight ? 'is-mine' : undefined}>
              <td>{p.place}</td>
              <td className="tour-nick">{p.nick}</td>
              <td className="num">{tournament.kind === 'referral' ? formatCoins(Math.round(p.points * 100), locale) : formatPoints(p.points, locale)}</td>
              <td className="num">{formatCoins(p.reward, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const HOUR = 3_600_000;
/**
 * What the tournament's title calls its period, from its length: the default
 * periods are a Moscow day, week and calendar month; one the back office made
 * for another length is just a tournament.
 */
export function periodOf({ startsAt, endsAt }: Pick<Tournament, 'startsAt' | 'endsAt'>): 'day' | 'week' | 'month' | 'other' {
  const hours = (Date.parse(endsAt) - Date.parse(startsAt)) / HOUR;
  if (hours === 24) return 'day';
  if (hours === 7 * 24) return 'week';
  if (hours >= 28 * 24 && hours <= 31 * 24) return 'month';
  return 'other';
}

function TournamentCard({ tournament, mine, signedIn, nick, t, locale }: { tournament: Tournament; mine: MyTournaments['tournaments'][number] | null; signedIn: boolean; nick: string | null; t: T; locale: Locale }) {
  const referral = tournament.kind === 'referral';
  return (
    <section className="card tour-card" aria-labelledby={`tour-${tournament.id}`} data-testid={`tour-${tournament.kind}`}>
      <header className="tour-card__head">
        <h2 id={`tour-${tournament.id}`}>{t(`name.${tournament.kind}.${periodOf(tournament)}`)}</h2>
        <span className="tour-card__ends">
          {t('endsIn')} <Countdown endsAt={tournament.endsAt} t={t} />
        </span>
      </header>
      <p className="tour-card__about">{t(`about_${tournament.kind}`)} {t('endsAt', { date: formatDate(tournament.endsAt, locale) })}</p>
      <dl className="tour-stats">
        <Stat label={t('bank')} value={formatCoins(tournament.bank, locale)} />
        {tournament.kind === 'bank' ? (
          <>
            <Stat label={t('totalPoints')} value={formatPoints(tournament.totalPoints, locale)} />
            <Stat label={t('ratePerPoint')} value={formatCoins(tournament.ratePerPoint, locale)} />
          </>
        ) : (
          <>
            <Stat label={t('prize1')} value={formatCoins(tournament.prizes['1'], locale)} />
            <Stat label={t('prize2')} value={formatCoins(tournament.prizes['2'], locale)} />
          </>
        )}
      </dl>
      {signedIn ? (
        <dl className="tour-stats tour-stats--mine">
          <Stat testId={`tour-${tournament.kind}-my-points`} label={referral ? t('myDeposits') : t('myPoints')} value={referral ? formatCoins(Math.round((mine?.points ?? 0) * 100), locale) : formatPoints(mine?.points ?? 0, locale)} />
          <Stat label={t('myPlace')} value={mine?.place ? String(mine.place) : '—'} />
          <Stat label={t('myReward')} value={formatCoins(mine?.expectedReward ?? 0, locale)} />
        </dl>
      ) : (
        <p className="tour-empty">{t('signIn')}</p>
      )}
      <PlacesTable tournament={tournament} t={t} locale={locale} highlight={nick} />
    </section>
  );
}

function AwardStore({ award, t, locale }: { award: TournamentsInit['award']; t: T; locale: Locale }) {
  return (
    <section className="card tour-award" aria-labelledby="tour-award">
      <h2 id="tour-award">{t('award')}</h2>
      <p className="tour-card__about">{t('awardLead')}</p>
      <dl className="tour-stats">
        <Stat label={t('prize1')} value={formatCoins(award.places['1'], locale)} />
        <Stat label={t('prize2')} value={formatCoins(award.places['2'], locale)} />
        <Stat label={t('bank')} value={formatCoins(award.bank, locale)} />
      </dl>
    </section>
  );
}

function History({ history, t, locale }: { history: Tournament[]; t: T; locale: Locale }) {
  return (
    <section className="tour-history" aria-labelledby="tour-history">
      <h2 id="tour-history" className="section__title">{t('history')}</h2>
      {history.length === 0 ? (
        <p className="tour-empty">{t('noHistory')}</p>
      ) : (
        history.map((tournament) => (
          <details key={tournament.id} className="card tour-past">
            <summary>
              <span className="tour-past__name">{t(`name.${tournament.kind}.${periodOf(tournament)}`)}</span>
              <span className="tour-past__meta">
                {t('ended', { date: formatDate(tournament.endsAt, locale) })} · {t('bank')} {formatCoins(tournament.bank, locale)} · {tournament.state === 'paid' ? t('paid') : t('paying')}
              </span>
            </summary>
            <PlacesTable tournament={tournament} t={t} locale={locale} highlight={null} />
          </details>
        ))
      )}
    </section>
  );
}

/** /tournaments (spec §2, §3; bonuses.md §8): the running tournaments live, the award store and the history of payouts. */
export function TournamentsPage({ initial, nick }: { initial: TournamentsInit | null; nick: string | null }) {
  const { t } = useTexts();
  const locale = useLocale();
  const { data, mine, failed } = useTournaments(initial);
  return (
    <div className="page tour-page" data-testid="tournaments-page">
      <header className="page-head">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-lead">{t('lead')}</p>
        </div>
      </header>
      {!data ? (
        failed ? <p className="tour-empty" role="alert">{t('loadFailed')}</p> : <div className="page-loading" aria-busy="true" />
      ) : (
        <>
          <AwardStore award={data.award} t={t} locale={locale} />
          <div className="tour-grid" aria-live="off">
            {data.tournaments.map((tournament) => (
              <TournamentCard
                key={tournament.id}
                tournament={tournament}
                mine={mine?.tournaments.find((m) => m.id === tournament.id) ?? null}
                signedIn={nick !== null}
                nick={nick}
                t={t}
                locale={locale}
              />
            ))}
          </div>
          <History history={data.history} t={t} locale={locale} />
        </>
      )}
    </div>
  );
}
