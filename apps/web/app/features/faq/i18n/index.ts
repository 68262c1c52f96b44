import type { Catalogues } from '~/shared/i18n/catalog.ts';

const ru = {
  title: 'Вопросы и ответы',
  lead: 'Коротко о том, как устроен Azart. Не нашли ответ — напишите в поддержку.',
  items: {
    demo: {
      q: 'Что такое демо-режим?',
      a: 'В демо-режиме собственные игры Azart идут на демо-монеты. Реальный баланс не меняется, демо-ставки не попадают в общую ленту, турниры и отыгрыш. Включите режим и пополните демо-баланс на 1 000 монет кнопкой в шапке или ниже на этой странице.',
    },
    dice: {
      q: 'Как играть в Dice?',
      a: 'Укажите сумму ставки и шанс выигрыша от 1 до 95 %, затем нажмите «Меньше» или «Больше». Выпадает число от 0 до 999 999: «Меньше» выигрывает, если оно ниже границы, «Больше» — если выше. Чем меньше шанс, тем выше коэффициент.',
    },
    fair: {
      q: 'Почему результат честный?',
      a: 'До ставки вы видите SHA-256 хеш серверного сида. Результат считается из серверного сида, вашего клиентского сида и номера ставки, поэтому ни мы, ни вы не можем подменить его после ставки. После смены сидов серверный сид раскрывается, и любую ставку можно пересчитать.',
    },
    verify: {
      q: 'Как проверить ставку?',
      a: 'Откройте «Мои ставки» на странице Dice и нажмите на щит рядом со ставкой. Смените пару сидов, чтобы раскрыть серверный сид, и откройте ставку в верификаторе — он пересчитает бросок прямо в вашем браузере.',
    },
    limits: {
      q: 'Какая минимальная ставка?',
      a: 'Минимальная ставка — 1 монета. Максимальные ставка и выигрыш зависят от игры; если ставка выходит за лимит, вы увидите сообщение с точной суммой.',
    },
    age: {
      q: 'Кто может играть?',
      a: 'Только совершеннолетние — от 18 лет. Один аккаунт на человека; боты, скрипты и чужие платёжные данные запрещены. Играйте ответственно: азартные игры — развлечение, а не способ заработка.',
    },
  },
};

export const faqI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    title: 'Frequently asked questions',
    lead: 'How Azart works, in short. No answer here? Write to support.',
    items: {
      demo: {
        q: 'What is demo mode?',
        a: 'In demo mode Azart originals are played with demo coins. Your real balance stays untouched, and demo bets never reach the public feed, tournaments or wagering. Turn the mode on and add 1 000 demo coins with the button in the header or below on this page.',
      },
      dice: {
        q: 'How do I play Dice?',
        a: 'Set your bet and a win chance from 1 to 95 %, then press Less or More. A number from 0 to 999 999 is rolled: Less wins when it is below the line, More when it is above. The lower the chance, the higher the coefficient.',
      },
      fair: {
        q: 'Why is the result fair?',
        a: 'Before you bet you see the SHA-256 hash of the server seed. The result comes from the server seed, your client seed and the bet number, so neither we nor you can change it after the bet. Rotating the seeds reveals the server seed, and any bet can then be recomputed.',
      },
      verify: {
        q: 'How do I check a bet?',
        a: 'Open My bets on the Dice page and press the shield next to a bet. Rotate your seed pair to reveal the server seed, then open the bet in the verifier: it recomputes the roll right in your browser.',
      },
      limits: {
        q: 'What is the minimum bet?',
        a: 'The minimum bet is 1 coin. The maximum bet and win depend on the game; a bet over a limit is refused with a message giving the exact amount.',
      },
      age: {
        q: 'Who can play?',
        a: 'Adults only: 18 or older. One account per person; bots, scripts and other people\'s payment details are not allowed. Play responsibly: gambling is entertainment, not a way to earn money.',
      },
    },
  },
};
