import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  title: 'Вопросы и ответы',
  lead: 'Коротко о том, как устроен Azart: демо-режим, игры и проверка честности.',
  items: {
    demo: {
      q: 'Что такое демо-режим?',
      a: 'В демо-режиме собственные игры Azart идут на демо-монеты. Основной баланс не меняется, а демо-ставки не попадают в общую ленту ставок. Включите режим и пополните демо-баланс на 1\u00a0000 монет кнопкой в шапке или ниже на этой странице.',
    },
    dice: {
      q: 'Как играть в Dice?',
      a: 'Укажите сумму ставки и шанс выигрыша от 1 до 95\u00a0%, затем нажмите «Меньше» или «Больше». Выпадает число от 0 до 999\u00a0999: «Меньше» выигрывает, если оно ниже границы, «Больше» — если выше. Чем меньше шанс, тем выше коэффициент.',
    },
    fair: {
      q: 'Почему результат честный?',
      a: 'До ставки вы видите SHA-256 хеш серверного сида. Результат считается из серверного сида, вашего клиентского сида и номера ставки, поэтому ни мы, ни вы не можем подменить его после ставки. После смены сидов серверный сид раскрывается, и любую ставку можно пересчитать.',
    },
    verify: {
      q: 'Как проверить ставку?',
      a: 'Откройте «Мои ставки» на странице игры и нажмите на щит рядом со ставкой. Смените пару сидов, чтобы раскрыть серверный сид, и откройте ставку в верификаторе — он пересчитает результат прямо в вашем браузере.',
    },
    limits: {
      q: 'Как пополнить баланс или вывести выигрыш?',
      a: 'В кассе: войдите и нажмите «Пополнить» или «Вывести» в шапке сайта. Пополнить можно банковской картой, USDT в сети TRC-20 или электронным кошельком. Вывести выигрыш можно тем же способом, которым вы пополняли, когда сумма ставок достигнет двух сумм пополнений (отыгрыш X2); выплата занимает от 5 минут до 24 часов. Демо-монеты — отдельный баланс для знакомства с играми: денежной ценности у них нет, и вывести их нельзя. Минимальная ставка — 1 монета; максимальные ставка и выигрыш указаны на странице каждой игры.',
    },
    age: {
      q: 'Кто может играть?',
      a: 'Только совершеннолетние — от 18 лет. Один аккаунт на человека; боты и скрипты запрещены. Играйте ответственно: азартные игры — развлечение, а не способ заработка.',
    },
  },
};

export const faqI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Frequently asked questions',
    lead: 'How Azart works, in short: demo mode, the games and fairness checks.',
    items: {
      demo: {
        q: 'What is demo mode?',
        a: 'In demo mode Azart originals are played with demo coins. Your main balance stays untouched, and demo bets never reach the public feed of bets. Turn the mode on and add 1\u00a0000 demo coins with the button in the header or below on this page.',
      },
      dice: {
        q: 'How do I play Dice?',
        a: 'Set your bet and a win chance from 1 to 95\u00a0%, then press Less or More. A number from 0 to 999\u00a0999 is rolled: Less wins when it is below the line, More when it is above. The lower the chance, the higher the coefficient.',
      },
      fair: {
        q: 'Why is the result fair?',
        a: 'Before you bet you see the SHA-256 hash of the server seed. The result comes from the server seed, your client seed and the bet number, so neither we nor you can change it after the bet. Rotating the seeds reveals the server seed, and any bet can then be recomputed.',
      },
      verify: {
        q: 'How do I check a bet?',
        a: 'Open My bets on a game\'s page and press the shield next to a bet. Rotate your seed pair to reveal the server seed, then open the bet in the verifier: it recomputes the outcome right in your browser.',
      },
      limits: {
        q: 'How do I deposit or withdraw?',
        a: 'In the cashier: sign in and press Deposit or Withdraw in the header. You can deposit with a bank card, USDT on the TRC-20 network or an e-wallet. Winnings are withdrawn by the method you deposited with, once your bets add up to twice your deposits (the X2 wager); a payout takes from 5 minutes to 24 hours. Demo coins are a separate balance for trying the games: they have no money value and cannot be withdrawn. The minimum bet is 1 coin; the maximum bet and win are shown on each game\'s page.',
      },
      age: {
        q: 'Who can play?',
        a: 'Adults only: 18 or older. One account per person; bots and scripts are not allowed. Play responsibly: gambling is entertainment, not a way to earn money.',
      },
    },
  },
};
