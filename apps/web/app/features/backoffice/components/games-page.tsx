import { useEffect, useId } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from 'sonner';
import type { Game } from '@azart/contracts';
import { useGameNames } from '~/shared/game/texts.ts';
import { gameSettingsForm, parseEdgePercent, parseGameSettings, returnBp, type GameSettingsErrors, type GameSettingsForm, type GameSettingsValues } from '../amounts.ts';
import { saveGameSettings } from '../api/house.ts';
import { useFormat } from '../format.ts';
import { useBackofficeText } from '../hooks.ts';
import { InputField, useStaffForm } from './staff-form.tsx';
import { FormMessages, PageHead } from './ui.tsx';

type Settings = GameSettingsValues & { game: Game };
type Bounds = { min: number; max: number };

/** House edge (a percent within the server's bounds) and limits in coins, per game. */
export function GamesPage({ games, edgeBounds }: { games: Settings[]; edgeBounds: Bounds }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  return (
    <>
      <PageHead title={t('games.title')} lead={t('games.lead', { min: format.percentBp(edgeBounds.min), max: format.percentBp(edgeBounds.max) })} />
      <div className="bo-games" data-testid="games-list">
        {games.map((settings) => <GameCard key={settings.game} settings={settings} bounds={edgeBounds} />)}
      </div>
    </>
  );
}

const FIELDS = ['edge', 'minBet', 'maxBet', 'maxWin'] as const;
/** The server's field names (422) → this form's. */
const SERVER_FIELD: Record<string, keyof GameSettingsForm> = { edgeBp: 'edge', minBet: 'minBet', maxBet: 'maxBet', maxWin: 'maxWin' };

function GameCard({ settings, bounds }: { settings: Settings; bounds: Bounds }) {
  const { t } = useBackofficeText();
  const format = useFormat();
  const gameName = useGameNames();
  const revalidator = useRevalidator();
  const id = useId();
  const initial = gameSettingsForm(settings, format.locale);
  const saved = JSON.stringify(initial);
  const { form, set, reset, errors, formErrors, busy, refuse, send } = useStaffForm<GameSettingsForm>(initial);

  // New settings from the server (after a save, or another admin's): the form shows them.
  useEffect(() => {
    reset(JSON.parse(saved) as GameSettingsForm);
  }, [saved, reset]);

  const dirty = JSON.stringify(form) !== saved;
  const edgeBp = parseEdgePercent(form.edge);
  const name = gameName(settings.game);

  const messagesOf = (found: GameSettingsErrors): Partial<Record<keyof GameSettingsForm, string[]>> =>
    Object.fromEntries(
      Object.entries(found).map(([field, code]) => [field, [code === 'edge_range' ? t('games.errors.edge_range', { min: format.percentBp(bounds.min), max: format.percentBp(bounds.max) }) : t(`games.errors.${code}`)]]),
    );

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const parsed = parseGameSettings(form, bounds);
    if (!parsed.ok) return refuse(messagesOf(parsed.errors));
    await send(async () => {
      await saveGameSettings(settings.game, parsed.values);
      toast.success(t('games.saved', { game: name }));
      await revalidator.revalidate();
    }, (server) => SERVER_FIELD[server]);
  }

  const label: Record<(typeof FIELDS)[number], string> = { edge: t('games.edge'), minBet: t('games.minBet'), maxBet: t('games.maxBet'), maxWin: t('games.maxWin') };

  return (
    <form className={`bo-card bo-game${dirty ? ' is-dirty' : ''}`} onSubmit={save} noValidate aria-labelledby={`${id}-name`} data-testid={`game-${settings.game}`}>
      <div className="bo-game__head">
        <h2 className="bo-game__name" id={`${id}-name`}>{name}</h2>
        <span className="muted" aria-live="polite">{edgeBp !== null && edgeBp >= 0 && edgeBp <= 10_000 ? t('games.returnToPlayer', { value: format.percentBp(returnBp(edgeBp)) }) : ''}</span>
      </div>
      <div className="bo-game__fields">
        {FIELDS.map((field) => (
          <InputField key={field} id={`${id}-${field}`} name={field} label={label[field]} errors={errors[field]} inputMode="decimal" value={form[field]} onValue={(v) => set(field, v)} testId={`game-${field}`} />
        ))}
      </div>
      <FormMessages messages={formErrors} />
      <div className="bo-game__foot">
        {dirty && (
          <button type="button" className="button button--ghost button--sm" onClick={() => reset(JSON.parse(saved) as GameSettingsForm)}>
            {t('games.reset')}
          </button>
        )}
        <button type="submit" className="button button--primary button--sm" disabled={!dirty || busy} data-testid="game-save">{t('games.save')}</button>
      </div>
    </form>
  );
}
