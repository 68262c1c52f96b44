import { useMemo } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { i18n as I18n } from 'i18next';
import type { GameText } from './web-game.ts';

/**
 * A game's own texts: its catalogue is registered under its id (app/i18n.ts
 * takes every binding's `i18n`), so shared code reads any game's texts
 * without knowing which games exist. The namespace is a run-time value, so
 * these texts are typed loosely (each game types its own inside its folder).
 */
export function gameTextOf(i18n: I18n, id: string, locale: string | null = null): GameText {
  return (i18n.getFixedT as (lng: string | null, ns: string) => unknown)(locale, id) as GameText;
}

export function useGameText(id: string): GameText {
  const { i18n } = useTranslation();
  return useMemo(() => gameTextOf(i18n, id), [i18n, id]);
}

/** A game's name by id (tables, the feed, dialogs). */
export function useGameNames(): (id: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => (id: string) => gameTextOf(i18n, id)('name'), [i18n]);
}

/** The rules paragraphs of a game. */
export function gameRules(text: GameText): string[] {
  const rules = (text as (key: string, options: { returnObjects: true }) => unknown)('rules', { returnObjects: true });
  return Array.isArray(rules) ? rules.map(String) : [];
}
