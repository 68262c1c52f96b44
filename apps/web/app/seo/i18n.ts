import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** Titles and descriptions for search engines (spec §1): one per page, every game its own. */
const ru = {
  siteName: 'Azart',
  keywords: 'онлайн казино, игры с выплатами, dice, mines, bubbles, hotline, popit, честная игра, доказуемо честные игры, provably fair, демо-режим',
  author: 'Azart',
  pages: {
    home: { title: 'Azart — онлайн-казино с доказуемо честными играми и демо-режимом', description: 'Пять собственных игр с доказуемо честным результатом: Dice, Mines, Bubbles, Hotline и Popit. Бесплатный демо-режим, живая лента ставок, мгновенное обновление баланса.' },
    dice: { title: 'Dice — игра на удачу с шансом от 1 до 95\u00a0% | Azart', description: 'Играйте в Dice: выберите шанс и сторону, коэффициент до ×99. Каждый бросок можно проверить по сидам HMAC-SHA256.' },
    mines: { title: 'Mines — сапёр с коэффициентом до ×5\u00a0000\u00a0000 | Azart', description: 'Играйте в Mines: поле 5\u00a0×\u00a05, от 1 до 24 мин, забирайте выигрыш в любой момент. Расположение мин можно проверить.' },
    bubbles: { title: 'Bubbles — надуйте пузырь до ×1\u00a0000\u00a0000 | Azart', description: 'Играйте в Bubbles: выберите целевой коэффициент от ×1,01 до ×1\u00a0000\u00a0000, шанс 99\u00a0% / цель. Каждый результат можно проверить.' },
    hotline: { title: 'Hotline — лестница из 10 ступеней и пять уровней сложности | Azart', description: 'Играйте в Hotline: поднимайтесь по ступеням, обходите горячие клетки и забирайте выигрыш когда захотите. Каждый раунд можно проверить.' },
    popit: { title: 'Popit — выберите пупырки, выигрыш до ×5000 | Azart', description: 'Играйте в Popit: 40 пупырок, от 1 до 10 на выбор, три уровня риска и таблица выплат с возвратом 97\u00a0%.' },
    fairness: { title: 'Проверка честности ставок: Dice, Mines, Bubbles, Hotline, Popit | Azart', description: 'Пересчитайте любую ставку собственных игр Azart прямо в браузере по серверному сиду, клиентскому сиду и nonce.' },
    faq: { title: 'Вопросы и ответы, демо-баланс | Azart', description: 'Как играть, как работает демо-режим и как проверить честность ставки. Управление демо-балансом.' },
    terms: { title: 'Пользовательское соглашение | Azart', description: 'Правила сайта Azart: возраст 18+, один аккаунт, честная игра, демо-монеты.' },
    policy: { title: 'Политика конфиденциальности | Azart', description: 'Какие данные хранит Azart, зачем и как долго; cookies и хранилище браузера.' },
    guarded: { title: 'Вход в аккаунт | Azart', description: 'Раздел доступен после входа в аккаунт.' },
    notFound: { title: 'Страница не найдена | Azart', description: 'Такой страницы нет. Вернитесь на главную Azart.' },
  },
};

export const seoI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    siteName: 'Azart',
    keywords: 'online casino, games with payouts, dice, mines, bubbles, hotline, popit, fair play, provably fair, demo mode',
    author: 'Azart',
    pages: {
      home: { title: 'Azart: online casino with provably fair games and a demo mode', description: 'Five original games with provably fair results: Dice, Mines, Bubbles, Hotline and Popit. A free demo mode, a live feed of bets and instant balance updates.' },
      dice: { title: 'Dice: a game of chance from 1 to 95\u00a0% | Azart', description: 'Play Dice: choose a chance and a side, payouts up to ×99. Every roll can be checked: provably fair with HMAC-SHA256 seeds.' },
      mines: { title: 'Mines: a minesweeper game with payouts up to ×5\u00a0000\u00a0000 | Azart', description: 'Play Mines: a 5\u00a0×\u00a05 board with 1 to 24 mines; cash out whenever you like. Mine positions are provably fair.' },
      bubbles: { title: 'Bubbles: inflate the bubble up to ×1\u00a0000\u00a0000 | Azart', description: 'Play Bubbles: set a target from ×1.01 to ×1\u00a0000\u00a0000, win chance 99\u00a0% / target. Every result can be checked.' },
      hotline: { title: 'Hotline: a 10-step ladder with five difficulties | Azart', description: 'Play Hotline: climb the steps, dodge the hot cells and cash out whenever you like. Provably fair.' },
      popit: { title: 'Popit: pick your bubbles, win up to ×5000 | Azart', description: 'Play Popit: 40 bubbles, pick 1 to 10, three risk levels and a paytable returning 97\u00a0%.' },
      fairness: { title: 'Fairness verifier: Dice, Mines, Bubbles, Hotline, Popit | Azart', description: 'Recompute any bet of the Azart originals right in your browser from the server seed, client seed and nonce.' },
      faq: { title: 'FAQ and demo balance | Azart', description: 'How to play, how demo mode works and how to check that a bet was fair. Manage your demo balance.' },
      terms: { title: 'User agreement | Azart', description: 'The rules of Azart: 18+, one account per person, fair play, demo coins.' },
      policy: { title: 'Privacy policy | Azart', description: 'What data Azart keeps, why and for how long; cookies and browser storage.' },
      guarded: { title: 'Sign in | Azart', description: 'This section is available after you sign in.' },
      notFound: { title: 'Page not found | Azart', description: 'There is no such page. Go back to the Azart home page.' },
    },
  },
};
