import '../wheel.css';
import { memo, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { WheelMySpin, WheelSpin, WheelState } from '@azart/contracts';
import { WHEEL_SEGMENTS, WHEEL_TOTAL_WEIGHT } from '@azart/fairness';
import { useLocale, usePaths } from '~/shared/i18n/hooks.ts';
import type { Locale } from '~/shared/locale.ts';
import { formatCoins, formatDecimal, formatInteger, formatPercent } from '~/shared/money.ts';
import { openAuthModal } from '~/shared/session/auth-modal.ts';
import { formatCountdown, useNow } from '~/shared/use-now.ts';
import { useUser } from '~/shared/session/session.ts';
import { IconRefresh, IconShield } from '~/shared/ui/icons.tsx';
import { loadMySpins, rotateSeeds, spinWheel } from '../api/wheel.ts';
import { useWheelT } from '../i18n/wheel.ts';
import { formatX } from '../wheel-format.ts';

/**
 * The daily wheel of fortune (bonuses.md §3, docs/games/wheel.md): the 20
 * segments in the server's order, a spin that turns the wheel several times
 * and stops with the server's segment under the pointer, the win, then the
 * countdown to the next spin. Below it the odds and the player's own spins
 * with their seeds, linked to the fairness page once revealed.
 */
export type WheelCardProps = {
  /** The wheel's part of GET /api/bonus (`wheelState`); null for a visitor or while unknown. */
  state: WheelState | null;
  /** MaxWin points, shown next to the level when given. */
  points?: number | null;
  /** After a spin has landed: the page may reload what depends on it (balances, grants, nextAt). */
  onSpun?: (spin: WheelSpin) => void;
};

const SPIN_MS = 6_000;
/** Fast at first, a long slow run-out: the last turn takes most of the time, as on a real wheel. */
const EASING = 'cubic-bezier(0.12, 0.62, 0.08, 1)';
const TURNS = 6;
const STEP = 360 / WHEEL_SEGMENTS.length;
/** The wheel at rest shows the top segment (×50) under the pointer. */
const REST = -STEP / 2;

/** Segment colours by multiplier: cool and quiet for the small ones, hot for the rare ones. */
const COLORS: Record<number, string> = {
  50: '#2a3072', 100: '#3445a8', 150: '#5b46c9', 200: '#8b4fd8', 300: '#c545e0', 500: '#ec4899', 1000: '#f97316', 2500: '#ef4444', 5000: 'url(#wheel-gold)',
};
const INK: Record<number, string> = { 5000: '#3a2300' };

const R = 150;
const point = (degrees: number, radius: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(a)).toFixed(2)} ${(-radius * Math.cos(a)).toFixed(2)}`;
};

const Face = memo(function Face({ locale }: { locale: Locale }) {
  return (
    <>
      {WHEEL_SEGMENTS.map((segment, i) => {
        const a0 = i * STEP;
        const a1 = a0 + STEP;
        const rare = segment.x >= 1000;
        return (
          <g key={i} className={`lucky-wheel__segment${rare ? ' lucky-wheel__segment--rare' : ''}`} data-x={segment.x}>
            <path d={`M0 0 L${point(a0, R)} A${R} ${R} 0 0 1 ${point(a1, R)} Z`} fill={COLORS[segment.x] ?? '#3445a8'} stroke="rgba(8,10,24,0.6)" strokeWidth="1.2" />
            {/* Along the radius, read from the rim inwards, as on a real wheel. */}
            <text
              transform={`rotate(${(a0 + STEP / 2).toFixed(2)}) translate(0 ${-R + 12}) rotate(90)`}
              textAnchor="start"
              dominantBaseline="central"
              fill={INK[segment.x] ?? '#ffffff'}
              fontSize={rare ? 17 : 15}
              fontWeight={850}
            >
              {`×${formatX(segment.x, locale)}`}
            </text>
          </g>
        );
      })}
    </>
  );
});

/** The rim's lamps, one per segment edge; they chase while the wheel turns (CSS). */
const Lamps = memo(function Lamps() {
  return (
    <g className="lucky-wheel__lamps">
      {WHEEL_SEGMENTS.map((_, i) => {
        const [x, y] = point(i * STEP, R + 9).split(' ');
        return <circle key={i} cx={x} cy={y} r={3.2} className="lucky-wheel__lamp" style={{ animationDelay: `${(i % 2) * 0.35}s` }} />;
      })}
    </g>
  );
});

/**
 * The face's rotation that ends a spin from `from` degrees: forward (clockwise) by whole turns plus whatever
 * brings `segment` under the pointer at the top. `offset` in [−0.5, 0.5) places the stop inside the segment (0:
 * its middle). The face rotated by θ shows face angle α at screen angle α + θ, so the pointer (screen 0) sees
 * α = −θ: segment i spans α ∈ [i × 18°, (i + 1) × 18°).
 */
export function landingAngle(from: number, segment: number, offset: number): number {
  const goal = -((segment + 0.5 + offset) * STEP);
  const base = from + TURNS * 360;
  return base + ((((goal - base) % 360) + 360) % 360);
}

/** The segment under the pointer when the face is turned by `deg` degrees. */
export function segmentAt(deg: number): number {
  return Math.floor((((-deg % 360) + 360) % 360) / STEP);
}

type Phase = { kind: 'idle' } | { kind: 'spinning'; spin: WheelSpin } | { kind: 'landed'; spin: WheelSpin };

export function WheelCard({ state, points, onSpun }: WheelCardProps) {
  const { t } = useWheelT();
  const locale = useLocale();
  const user = useUser();
  const now = useNow();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [turn, setTurn] = useState({ deg: REST, ms: 0 });
  const [busy, setBusy] = useState(false);
  /** Server time minus this clock, learned from a spin's answer: the countdown follows the server's 24 hours. */
  const [skew, setSkew] = useState(0);
  const [historyKey, setHistoryKey] = useState(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const lastSpin = phase.kind === 'idle' ? null : phase.spin;
  const nextAt = lastSpin ? lastSpin.nextAt : (state?.nextAt ?? null);
  const left = nextAt && now !== null ? Date.parse(nextAt) - (now + skew) : 0;
  // Before the first tick (the server render, hydration) a known next spin shows an empty countdown, not a button.
  const waiting = nextAt !== null && (now === null || left > 0);

  function land(spin: WheelSpin) {
    clearTimeout(settleTimer.current);
    setPhase((current) => (current.kind === 'spinning' && current.spin.id === spin.id ? { kind: 'landed', spin } : current));
    setBusy(false);
    setHistoryKey((k) => k + 1);
    toast.success(t('wonToast', { x: formatX(spin.x, locale), amount: formatCoins(spin.win, locale) }));
    onSpun?.(spin);
  }

  async function spin() {
    if (busy) return;
    if (!user) return openAuthModal('login');
    setBusy(true);
    let result: WheelSpin;
    try {
      result = await spinWheel();
    } catch {
      // The API layer shows the refusal (a spin within 24 hours says how long is left).
      setBusy(false);
      return;
    }
    setSkew(Date.parse(result.createdAt) - Date.now());
    setPhase({ kind: 'spinning', spin: result });
    const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    // Somewhere inside the drawn segment (never near its edge), so the stop looks natural and reads unambiguously.
    const offset = (Math.random() - 0.5) * 0.6;
    setTurn((from) => ({ deg: landingAngle(from.deg, result.segment, offset), ms: reduced ? 0 : SPIN_MS }));
    // transitionend may never come (a hidden tab, reduced motion): the result is shown at the latest a moment after.
    settleTimer.current = setTimeout(() => land(result), reduced ? 0 : SPIN_MS + 250);
  }

  function onTransitionEnd(event: SyntheticEvent) {
    if (event.target === event.currentTarget && phase.kind === 'spinning') land(phase.spin);
  }

  const spinning = phase.kind === 'spinning';
  const landed = phase.kind === 'landed' ? phase.spin : null;
  const level = state?.level ?? null;

  return (
    <section className="card lucky-wheel-card" aria-labelledby="lucky-wheel-title" data-testid="wheel-card">
      <header className="lucky-wheel-card__head">
        <h2 id="lucky-wheel-title" className="card__title">{t('title')}</h2>
        <p className="muted">{t('lead')}</p>
      </header>

      <dl className="stats stats--3 lucky-wheel-card__stats">
        <div className="stat"><dt>{t('level')}</dt><dd data-testid="wheel-level">{level ?? '—'}</dd></div>
        <div className="stat"><dt>{t('points')}</dt><dd>{points === undefined || points === null ? '—' : formatInteger(points)}</dd></div>
        <div className="stat"><dt>{t('maxWin')}</dt><dd className="money" data-testid="wheel-max-win">{state ? formatCoins(state.maxWin, locale) : '—'}</dd></div>
      </dl>

      <div
        className={`lucky-wheel${spinning ? ' is-spinning' : ''}${landed ? ' is-landed' : ''}`}
        role="img"
        aria-label={t('wheelLabel')}
        data-testid="wheel"
        data-segment={landed ? landed.segment : undefined}
      >
        <svg viewBox="-172 -172 344 344" className="lucky-wheel__svg">
          <defs>
            <linearGradient id="wheel-gold" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fde68a" />
              <stop offset="0.55" stopColor="#fbbf24" />
              <stop offset="1" stopColor="#f59e0b" />
            </linearGradient>
            <radialGradient id="wheel-hub" cx="0.35" cy="0.3" r="0.8">
              <stop offset="0" stopColor="#3b3f7a" />
              <stop offset="1" stopColor="#11142e" />
            </radialGradient>
          </defs>
          <circle r={R + 18} className="lucky-wheel__rim" />
          <g
            className="lucky-wheel__face"
            style={{ transform: `rotate(${turn.deg}deg)`, transition: turn.ms ? `transform ${turn.ms}ms ${EASING}` : 'none' }}
            onTransitionEnd={onTransitionEnd}
          >
            <Face locale={locale} />
            {landed && <path className="lucky-wheel__glow" d={`M0 0 L${point(landed.segment * STEP, R)} A${R} ${R} 0 0 1 ${point((landed.segment + 1) * STEP, R)} Z`} />}
          </g>
          <Lamps />
          <circle r={40} fill="url(#wheel-hub)" stroke="rgba(255,255,255,0.35)" strokeWidth="2" />
          <text className="lucky-wheel__hub-text" textAnchor="middle" dominantBaseline="central" y={1}>
            {landed ? `×${formatX(landed.x, locale)}` : '★'}
          </text>
        </svg>
        <span className="lucky-wheel__pointer" aria-hidden />
      </div>

      <div className="lucky-wheel-card__action" aria-live="polite">
        {landed && (
          <p className="lucky-wheel-card__win" data-testid="wheel-win">
            <span className="muted">{t('won')}</span> <strong className="money">{formatCoins(landed.win, locale)}</strong>{' '}
            <span className="lucky-wheel-card__x">{`×${formatX(landed.x, locale)}`}</span>
          </p>
        )}
        {user && !waiting && !spinning && !landed && <p className="lucky-wheel-card__ready">{t('ready')}</p>}
        {!user ? (
          <button type="button" className="button button--primary button--block" onClick={() => openAuthModal('login')} data-testid="wheel-sign-in">{t('signIn')}</button>
        ) : waiting && !spinning ? (
          <div className="lucky-wheel-card__countdown" data-testid="wheel-countdown">
            <span className="muted">{t('nextIn')}</span>
            <strong className="mono">{now === null ? '––:––:––' : formatCountdown(left)}</strong>
          </div>
        ) : (
          <button type="button" className="button button--primary button--block lucky-wheel-card__spin" onClick={() => void spin()} disabled={busy || spinning || now === null} data-testid="wheel-spin">
            {spinning || busy ? t('spinning') : t('spin')}
          </button>
        )}
      </div>

      <WheelOdds />
      {user && <WheelHistory refreshKey={historyKey} />}
    </section>
  );
}

/** The table of chances: the segments look equal on the wheel, so their weights are told here (docs/games/wheel.md). */
function WheelOdds() {
  const { t } = useWheelT();
  const locale = useLocale();
  const rows = useMemo(() => {
    const byX = new Map<number, { count: number; weight: number }>();
    for (const s of WHEEL_SEGMENTS) {
      const row = byX.get(s.x) ?? { count: 0, weight: 0 };
      byX.set(s.x, { count: row.count + 1, weight: row.weight + s.weight });
    }
    return [...byX.entries()].sort(([a], [b]) => a - b);
  }, []);
  const expected = WHEEL_SEGMENTS.reduce((sum, s) => sum + s.weight * s.x, 0) / WHEEL_TOTAL_WEIGHT / 100;
  return (
    <details className="lucky-wheel-card__details">
      <summary>{t('odds')}</summary>
      <p className="muted">{t('oddsLead')}</p>
      <div className="table-wrap">
        <table className="table lucky-wheel-odds">
          <thead><tr><th scope="col">{t('multiplier')}</th><th scope="col" className="num">{t('segments')}</th><th scope="col" className="num">{t('chance')}</th></tr></thead>
          <tbody>
            {rows.map(([x, row]) => (
              <tr key={x}>
                <td><span className="lucky-wheel-odds__chip" style={{ background: COLORS[x] === 'url(#wheel-gold)' ? '#fbbf24' : COLORS[x] }} />{`×${formatX(x, locale)}`}</td>
                <td className="num">{row.count}</td>
                <td className="num">{formatPercent((row.weight / WHEEL_TOTAL_WEIGHT) * 100, locale, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{t('expected', { x: formatDecimal(expected, 2, locale) })}</p>
    </details>
  );
}

/** The player's spins with their seeds: a link to the verifier once the server seed is revealed, else an offer to reveal it. */
function WheelHistory({ refreshKey }: { refreshKey: number }) {
  const { t } = useWheelT();
  const locale = useLocale();
  const paths = usePaths();
  const [open, setOpen] = useState(false);
  const [spins, setSpins] = useState<WheelMySpin[] | null>(null);
  const [rotating, setRotating] = useState(false);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    loadMySpins().then((list) => !cancelled && setSpins(list), () => !cancelled && setSpins([]));
    return () => {
      cancelled = true;
    };
  }, [open, refreshKey]);

  async function reveal() {
    setRotating(true);
    try {
      await rotateSeeds();
      setSpins(await loadMySpins());
      toast.success(t('revealed'));
    } catch {
      // shown by the API layer
    } finally {
      setRotating(false);
    }
  }

  const hidden = spins?.some((s) => !s.serverSeed) ?? false;
  return (
    <details className="lucky-wheel-card__details" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)} data-testid="wheel-history">
      <summary>{t('mySpins')}</summary>
      <p className="muted">{t('mySpinsLead')}</p>
      {spins === null ? (
        <p className="muted">{t('loading')}</p>
      ) : spins.length === 0 ? (
        <p className="muted">{t('mySpinsEmpty')}</p>
      ) : (
        <>
          <ul className="lucky-wheel-history">
            {spins.map((s) => (
              <li key={s.id} className="lucky-wheel-history__row">
                <span className="lucky-wheel-history__when muted">{new Date(s.createdAt).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' })}</span>
                <span className="lucky-wheel-history__result">{`×${formatX(s.x, locale)}`} · <span className="money">{formatCoins(s.win, locale)}</span></span>
                <span className="lucky-wheel-history__nonce mono muted">{t('nonce')} {s.nonce}</span>
                {s.serverSeed ? (
                  <Link className="button button--ghost button--sm" to={paths.fairness({ game: 'wheel', serverSeed: s.serverSeed, serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce })} data-testid="wheel-verify-link">
                    <IconShield width={16} height={16} /> {t('check')}
                  </Link>
                ) : (
                  <span className="muted lucky-wheel-history__hidden">{t('hidden')}</span>
                )}
              </li>
            ))}
          </ul>
          {hidden && (
            <button type="button" className="button button--accent" onClick={() => void reveal()} disabled={rotating} data-testid="wheel-reveal">
              <IconRefresh width={18} height={18} /> {t('reveal')}
            </button>
          )}
        </>
      )}
    </details>
  );
}
