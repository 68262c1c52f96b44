import './i18n.ts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { bonus, load, PROMO_KINDS, PromoPage, type PromoKind } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'promo');

/** Promo codes, all of them unless the URL narrows them to shared or personal ones (`?kind=`). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'promo');
  const value = new URL(request.url).searchParams.get('kind');
  const kind = (PROMO_KINDS as readonly string[]).includes(value ?? '') ? (value as PromoKind) : undefined;
  const items = await load(bonus.listPromos());
  return { items, kind };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Promo() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <PromoPage {...loaded} />;
}
