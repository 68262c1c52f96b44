import type { SocialNetwork } from '@azart/contracts';
import { createStore, useStore } from '~/shared/store.ts';

/**
 * Which of the social modals is open (one at a time): the socials modal
 * (for the networks asked about: a new-year refusal asks about Telegram
 * only, so its VK part stays hidden — spec §2), the Telegram modal (link
 * through the bot, the channels), the new-year gift. Any component of the
 * app may open them through the feature's index; SocialHost shows them.
 */
export type SocialModal = { kind: 'socials'; networks: SocialNetwork[] } | { kind: 'telegram' } | { kind: 'newyear' } | null;

const modalStore = createStore<SocialModal>(null);

export const openSocials = (networks: SocialNetwork[] = ['vk', 'tg']) => modalStore.set({ kind: 'socials', networks: networks.length ? networks : ['vk', 'tg'] });
export const openTelegram = () => modalStore.set({ kind: 'telegram' });
export const openNewYear = () => modalStore.set({ kind: 'newyear' });
export const closeSocialModal = () => modalStore.set(null);
export const useSocialModal = () => useStore(modalStore);
