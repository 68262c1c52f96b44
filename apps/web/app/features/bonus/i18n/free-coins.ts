import type { Catalogues } from '~/shared/i18n/catalog.ts';
import { useLazyCatalogue } from '~/shared/i18n/lazy.ts';

/**
 * The free coins' words (the card and the captcha dialog). They come with the
 * components' code (useLazyCatalogue), like the wheel's. Refusals are the
 * server's own text (packages/contracts FREE_COINS_MESSAGES), in the page's
 * language.
 */
const ru = {
  title: 'Бесплатные монеты',
  lead: 'Закончились деньги? Раз в 10 минут — до 10 монет на бонусный баланс.',
  conditions: 'Доступно, когда на основном и бонусном балансе вместе меньше 1 монеты и ни одна ставка не ждёт результата.',
  claim: 'Забрать монеты',
  signIn: 'Войдите, чтобы забрать монеты',
  nextIn: 'Следующие монеты через',
  ready: 'Монеты ждут вас',
  dialogTitle: 'Поверните картинку',
  dialogLead: 'Поверните картинку так, чтобы небо было сверху, а земля — снизу.',
  pictureAlt: 'Картинка, повёрнутая на случайный угол',
  rotateLabel: 'Поворот картинки, градусы',
  rotateLeft: 'Повернуть против часовой стрелки',
  rotateRight: 'Повернуть по часовой стрелке',
  dragHint: 'Тяните картинку по кругу или двигайте ползунок.',
  loading: 'Загружаем картинку…',
  newPicture: 'Другая картинка',
  confirm: 'Готово',
  checking: 'Проверяем…',
  won: 'Вы получили',
  wonLead: 'Монеты зачислены на бонусный баланс. Следующие — через 10 минут.',
  close: 'Закрыть',
  failed: 'Не удалось загрузить картинку',
};

export const freeCoinsI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Free coins',
    lead: 'Out of money? Every 10 minutes, up to 10 coins to your bonus balance.',
    conditions: 'Available when your main and bonus balances together are below 1 coin and no bet is waiting for its result.',
    claim: 'Get coins',
    signIn: 'Sign in to get coins',
    nextIn: 'Next coins in',
    ready: 'Your coins are waiting',
    dialogTitle: 'Turn the picture',
    dialogLead: 'Turn the picture so that the sky is on top and the ground at the bottom.',
    pictureAlt: 'A picture turned by a random angle',
    rotateLabel: 'Picture turn, degrees',
    rotateLeft: 'Turn anticlockwise',
    rotateRight: 'Turn clockwise',
    dragHint: 'Drag the picture round or move the slider.',
    loading: 'Loading the picture…',
    newPicture: 'Another picture',
    confirm: 'Done',
    checking: 'Checking…',
    won: 'You got',
    wonLead: 'The coins are on your bonus balance. Next ones in 10 minutes.',
    close: 'Close',
    failed: 'Could not load the picture',
  },
};

declare module '~/shared/i18n/catalog.ts' {
  interface LazyNamespaces {
    freeCoins: typeof ru;
  }
}

/** The free coins' words, added to the page's i18n instance on first use. */
export const useFreeCoinsT = () => useLazyCatalogue('freeCoins', freeCoinsI18n);
