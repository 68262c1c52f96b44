import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  allGames: 'Все игры',
  hero: {
    kicker: 'Доказуемо честно · бесплатный демо-режим',
    title: 'Честные игры, которые можно проверить.',
    text: 'Пять собственных игр Azart: Dice, Mines, Bubbles, Hotline и Popit. Результат каждой ставки зафиксирован до игры, и любую ставку можно пересчитать в верификаторе. Пополнение и вывод пока не подключены: играйте бесплатно на демо-монеты.',
    cta: 'Играть в Dice',
    secondary: 'Как проверить честность',
    stat1: 'до ×99',
    stat1Label: 'коэффициент в Dice',
    stat2: '97–99\u00a0%',
    stat2Label: 'возврат игроку',
    stat3: '1\u00a0000',
    stat3Label: 'демо-монет одним кликом',
  },
  allGamesLead: 'Собственные игры Azart с доказуемо честным результатом',
  menu: 'Игры',
  play: 'Играть',
  rtp: 'Возврат {{value}}',
  provablyFair: 'Честная игра',
  names: { dice: 'Dice', mines: 'Mines', bubbles: 'Bubbles', hotline: 'Hotline', popit: 'Popit' },
  blurbs: {
    dice: 'Выберите шанс от 1 до 95\u00a0% и сторону — «Меньше» или «Больше». Коэффициент до ×99.',
    mines: 'Поле 5\u00a0×\u00a05 и от 1 до 24 мин. Открывайте алмазы и забирайте выигрыш, пока не поздно.',
    bubbles: 'Задайте цель от ×1,01 до ×1\u00a0000\u00a0000 и надуйте пузырь. Шанс — 99\u00a0% / цель.',
    hotline: '10 ступеней и пять уровней сложности. Обходите горячие клетки и поднимайтесь выше.',
    popit: 'Выберите до 10 из 40 пупырок и риск. Чем больше совпадений, тем больше выплата — до ×5000.',
  },
};

export const gamesI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    allGames: 'All games',
    hero: {
      kicker: 'Provably fair games · free demo mode',
      title: 'Fair games you can check yourself.',
      text: 'Five Azart originals: Dice, Mines, Bubbles, Hotline and Popit. Every outcome is fixed before you bet, and any bet can be recomputed in the verifier. Deposits and withdrawals are not open yet: play free with demo coins.',
      cta: 'Play Dice',
      secondary: 'How fairness is checked',
      stat1: 'up to ×99',
      stat1Label: 'Dice payout',
      stat2: '97–99\u00a0%',
      stat2Label: 'return to player',
      stat3: '1\u00a0000',
      stat3Label: 'demo coins in one click',
    },
    allGamesLead: 'Azart originals with provably fair results',
    menu: 'Games',
    play: 'Play',
    rtp: 'RTP {{value}}',
    provablyFair: 'Provably fair',
    names: { dice: 'Dice', mines: 'Mines', bubbles: 'Bubbles', hotline: 'Hotline', popit: 'Popit' },
    blurbs: {
      dice: 'Pick a chance from 1 to 95\u00a0% and a side, Less or More. Payouts up to ×99.',
      mines: 'A 5\u00a0×\u00a05 board with 1 to 24 mines. Open gems and cash out before it is too late.',
      bubbles: 'Set a target from ×1.01 to ×1\u00a0000\u00a0000 and inflate the bubble. Win chance: 99\u00a0% / target.',
      hotline: '10 steps and five difficulties. Dodge the hot cells and climb higher.',
      popit: 'Pick up to 10 of 40 bubbles and a risk. More hits pay more, up to ×5000.',
    },
  },
};
