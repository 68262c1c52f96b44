import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { bonus, BonusSettingsPage, load } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'bonusSettings');

/** The bonus settings in force, their defaults and the keys the back office has changed. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'bonusSettings');
  return load(bonus.bonusSettings());
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function BonusSettings() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <BonusSettingsPage {...loaded} />;
}
