import type { Catalogues } from '~/shared/i18n/catalog.ts';

/** Titles and descriptions for search engines (spec §1): one per page; each game has its own in its catalogue. `{{games}}`: the registered games' names. */
const ru = {
  siteName: 'Azart',
  keywords: 'онлайн казино, игры с выплатами, {{games}}, честная игра, доказуемо честные игры, provably fair, демо-режим',
  author: 'Azart',
  pages: {
    home: { title: 'Azart — онлайн-казино с доказуемо честными играми и демо-режимом', description: 'Собственные игры с доказуемо честным результатом: {{games}}. Бесплатный демо-режим, живая лента ставок, мгновенное обновление баланса.' },
    fairness: { title: 'Проверка честности ставок: {{games}} | Azart', description: 'Пересчитайте любую ставку собственных игр Azart прямо в браузере по серверному сиду, клиентскому сиду и nonce.' },
    faq: { title: 'Вопросы и ответы, демо-баланс | Azart', description: 'Как играть, как работает демо-режим и как проверить честность ставки. Управление демо-балансом.' },
    terms: { title: 'Пользовательское соглашение | Azart', description: 'Правила сайта Azart: возраст 18+, один аккаунт, честная игра, демо-монеты.' },
    policy: { title: 'Политика конфиденциальности | Azart', description: 'Какие данные хранит Azart, зачем и как долго; cookies и хранилище браузера.' },
    amlPolicy: { title: 'Политика AML: противодействие отмыванию денег | Azart', description: 'Как Azart проверяет выводы, источник средств, санкционные списки и PEP и сколько хранит записи об операциях.' },
    kyc: { title: 'Политика KYC: проверка личности | Azart', description: 'Когда Azart просит подтвердить личность, какие документы подходят, как отправить их через поддержку и как они хранятся.' },
    responsibleGambling: { title: 'Ответственная игра: правила, тревожные признаки и помощь | Azart', description: 'Только 18+. Как держать игру под контролем, как взять перерыв и куда обратиться за помощью при игровой зависимости.' },
    tournaments: { title: 'Турниры: банк, призы за места и реферальный турнир | Azart', description: 'Ежедневный турнир с банком, еженедельный турнир за первые два места и реферальный турнир месяца: очки за каждую ставку, таблица мест и история выплат.' },
    bonus: { title: 'Бонусы: колесо фортуны, бесплатные монеты, уровни и рейкбек | Azart', description: 'Ежедневное колесо фортуны, бесплатные монеты каждые 10 минут, награды за уровни, рейкбек и бонусный баланс с понятным отыгрышем.' },
    statuses: { title: 'Статусы: Bronze, Silver, Gold, Platinum, Diamond | Azart', description: 'Статус недели по сумме депозитов: больше депозитных очков, персональный промокод и спин множителя каждые 6 часов.' },
    refs: { title: 'Реферальная программа: 3 % с каждого депозита друга | Azart', description: 'Ваша реферальная ссылка, число приглашённых, заработок за день, неделю и месяц и статистика по месяцам.' },
    profile: { title: 'Профиль: пароль, сеансы и двухфакторный вход | Azart', description: 'Смена пароля, активные сеансы на ваших устройствах, двухфакторный вход и привязка соцсетей.' },
    authSocial: { title: 'Вход через ВКонтакте или Telegram | Azart', description: 'Вход, регистрация и привязка аккаунта через ВКонтакте или Telegram.' },
    support: { title: 'Поддержка: обращения и чат с агентом | Azart', description: 'Создайте обращение, приложите скриншоты или PDF и переписывайтесь с поддержкой Azart в чате.' },
    guarded: { title: 'Вход в аккаунт | Azart', description: 'Раздел доступен после входа в аккаунт.' },
    notFound: { title: 'Страница не найдена | Azart', description: 'Такой страницы нет. Вернитесь на главную Azart.' },
    forbidden: { title: 'Доступ запрещён | Azart', description: 'Эта страница вам недоступна.' },
  },
};

export const seoI18n: Catalogues<typeof ru> = {
  ru,
  en: {
    siteName: 'Azart',
    keywords: 'online casino, games with payouts, {{games}}, fair play, provably fair, demo mode',
    author: 'Azart',
    pages: {
      home: { title: 'Azart: online casino with provably fair games and a demo mode', description: 'Original games with provably fair results: {{games}}. A free demo mode, a live feed of bets and instant balance updates.' },
      fairness: { title: 'Fairness verifier: {{games}} | Azart', description: 'Recompute any bet of the Azart originals right in your browser from the server seed, client seed and nonce.' },
      faq: { title: 'FAQ and demo balance | Azart', description: 'How to play, how demo mode works and how to check that a bet was fair. Manage your demo balance.' },
      terms: { title: 'User agreement | Azart', description: 'The rules of Azart: 18+, one account per person, fair play, demo coins.' },
      policy: { title: 'Privacy policy | Azart', description: 'What data Azart keeps, why and for how long; cookies and browser storage.' },
      amlPolicy: { title: 'AML policy: anti-money laundering | Azart', description: 'How Azart reviews withdrawals, checks the source of funds, screens against sanctions and PEP lists, and keeps its records.' },
      kyc: { title: 'KYC policy: identity checks | Azart', description: 'When Azart asks you to confirm your identity, which documents we accept, how to send them through support and how they are kept.' },
      responsibleGambling: { title: 'Responsible gambling: rules, warning signs and help | Azart', description: 'Adults 18+ only. How to keep gambling under control, how to take a break and where to get help with problem gambling.' },
      tournaments: { title: 'Tournaments: a shared bank, place prizes and a referral tournament | Azart', description: 'A daily tournament with a shared bank, a weekly tournament for the top two and a monthly referral tournament: points for every bet, the standings and the history of payouts.' },
      bonus: { title: 'Bonuses: wheel of fortune, free coins, levels and rakeback | Azart', description: 'A daily wheel of fortune, free coins every 10 minutes, level rewards, rakeback and a bonus balance with clear wagering.' },
      statuses: { title: 'Statuses: Bronze, Silver, Gold, Platinum, Diamond | Azart', description: 'Your status of the week from your deposits: more deposit points, a personal promo code and a multiplier spin every 6 hours.' },
      refs: { title: 'Referral programme: 3 % of every deposit of a friend | Azart', description: 'Your referral link, the players you invited, earnings per day, week and month, and monthly statistics.' },
      profile: { title: 'Profile: password, sessions and two-factor sign-in | Azart', description: 'Change your password, see the sessions on your devices, turn on two-factor sign-in and link your social accounts.' },
      authSocial: { title: 'Sign in with VK or Telegram | Azart', description: 'Sign in, sign up or link your account with VK or Telegram.' },
      support: { title: 'Support: tickets and a chat with an agent | Azart', description: 'Open a ticket, attach screenshots or a PDF and talk to Azart support in the chat.' },
      guarded: { title: 'Sign in | Azart', description: 'This section is available after you sign in.' },
      notFound: { title: 'Page not found | Azart', description: 'There is no such page. Go back to the Azart home page.' },
      forbidden: { title: 'Access denied | Azart', description: 'This page is not available to you.' },
    },
  },
};
