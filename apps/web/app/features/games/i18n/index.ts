import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  allGames: 'Все игры',
  hero: {
    kicker: 'Доказуемо честно · бесплатный демо-режим',
    title: 'Честные игры, которые можно проверить.',
    text: 'Собственные игры Azart: {{games}}. Результат каждой ставки зафиксирован до игры, и любую ставку можно пересчитать в верификаторе. Играйте на реальные деньги или бесплатно на демо-монеты.',
    cta: 'Играть в {{name}}',
    secondary: 'Как проверить честность',
    stat1Label_one: 'собственная игра',
    stat1Label_few: 'собственные игры',
    stat1Label_many: 'собственных игр',
    stat1Label_other: 'собственной игры',
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
};

export const gamesI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    allGames: 'All games',
    hero: {
      kicker: 'Provably fair games · free demo mode',
      title: 'Fair games you can check yourself.',
      text: 'Azart originals: {{games}}. Every outcome is fixed before you bet, and any bet can be recomputed in the verifier. Play for real money or free with demo coins.',
      cta: 'Play {{name}}',
      secondary: 'How fairness is checked',
      stat1Label_one: 'original game',
      stat1Label_few: 'original games',
      stat1Label_many: 'original games',
      stat1Label_other: 'original games',
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
  },
};
