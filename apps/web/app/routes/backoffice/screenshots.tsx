import './i18n.ts';
import { SCREENSHOT_STATES } from '@azart/contracts';
import { useLoaderData, type ClientLoaderFunctionArgs, type MetaFunction } from 'react-router';
import { DEFAULT_SCREENSHOT_STATE, load, readOffset, readStatus, ScreenshotsPage, social } from '~/features/backoffice/pages.ts';
import { requireSection } from './guard.ts';
import { backofficeMeta } from './i18n.ts';
import { SectionError } from './section-error.tsx';

export const meta: MetaFunction = (args) => backofficeMeta(args, 'screenshots');

/** Telegram screenshots, the ones waiting (pending) first unless the URL asks otherwise. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  requireSection(request, 'screenshots');
  const params = new URL(request.url).searchParams;
  const state = readStatus(params, SCREENSHOT_STATES, DEFAULT_SCREENSHOT_STATE);
  const offset = readOffset(params);
  const list = await load(social.listScreenshots({ state, offset }));
  return { state, offset, list };
}
clientLoader.hydrate = true as const;

export function ErrorBoundary() {
  return <SectionError />;
}

export default function Screenshots() {
  const loaded = useLoaderData<typeof clientLoader>();
  return <ScreenshotsPage {...loaded} />;
}
