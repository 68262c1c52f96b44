import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { useTranslation as ReactI18nextUseTranslation } from 'react-i18next';

/**
 * The React side of the app's translation runtime (./runtime.ts), with
 * react-i18next's names and types: `<I18nextProvider i18n={…}>` around the
 * tree, `const { t, i18n } = useTranslation('ns')` (or a list of namespaces,
 * searched in order) inside it. An instance never changes language (one per
 * language), so there is nothing to subscribe to.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** Outside a provider `t` returns its key, as react-i18next's does. */
const keyOnly = (key: string) => key;

function useTranslationOf(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  const namespaces = ns === undefined ? '' : typeof ns === 'string' ? ns : ns.join('\n');
  const t = useMemo(() => (i18n ? i18n.getFixedT(null, namespaces ? (namespaces.split('\n') as never) : null) : keyOnly), [i18n, namespaces]);
  return { t, i18n, ready: true };
}

export const useTranslation = useTranslationOf as unknown as typeof ReactI18nextUseTranslation;
