/**
 * The AML policy, the KYC policy and the responsible gambling page (issue 23
 * item 4). They say what this site does today: every withdrawal is reviewed
 * by the finance staff before it is paid, documents are asked for through a
 * support ticket, the registration's IP address and device fingerprint guard
 * against second accounts. Player protection's own tools (limits,
 * self-exclusion) come later; the responsible gambling page keeps their place.
 */
export const playerPoliciesRu = {
  aml: {
    title: 'Политика противодействия отмыванию денег (AML)',
    lead: 'Как Azart не даёт использовать сайт для отмывания денег и финансирования терроризма и что это значит для вас.',
    sections: {
      operator: { h: 'Кто отвечает', p: 'Сайт Azart и эту политику ведёт администрация Azart. Вопросы о проверках задавайте через службу поддержки на сайте (раздел «Поддержка» после входа).' },
      who: { h: 'Кто может играть', p: 'Только совершеннолетние (18+) и только там, где азартные игры разрешены законом. Один человек — один аккаунт: второй аккаунт, чужой аккаунт или чужие платёжные данные — нарушение правил, из-за которого аккаунт блокируется.' },
      money: { h: 'Деньги только ваши и только через кассу', p: 'Пополняйте счёт только своими картами, кошельками и адресами. Вывод возможен тем же способом, которым вы пополняли счёт, и после того, как сумма ставок достигнет двукратной суммы пополнений (вейджер X2): сайт не принимает деньги «транзитом» без игры.' },
      review: { h: 'Каждый вывод проверяется', p: 'Заявку на вывод до выплаты просматривает финансовый отдел. Он сверяет способ вывода со способами пополнения, историю ставок и пополнений и признаки нескольких аккаунтов (совпадающие IP-адреса и отпечатки устройств). До проверки сумма заявки удерживается с баланса; при отказе она возвращается, а причина видна в истории выводов.' },
      suspicion: { h: 'Когда мы просим больше', p: 'Если операции не похожи на обычную игру — крупные суммы, пополнение и вывод почти без ставок, чужие или часто меняющиеся реквизиты, — мы запрашиваем подтверждение личности (см. политику KYC) и источника средств: например, выписку по счёту или справку о доходах. Пока проверка не закончена, вывод не выплачивается.' },
      screening: { h: 'Санкции и публичные должностные лица', p: 'При проверке личности мы сверяем игрока с санкционными списками и списками публичных должностных лиц (PEP). Лицам из санкционных списков сайт не служит; для публичных должностных лиц и их близких проверка источника средств обязательна.' },
      refuse: { h: 'Отказ и блокировка', p: 'Мы вправе отказать в выводе, заморозить средства на время проверки и заблокировать аккаунт, если подтверждения нет или подозрение подтвердилось, и сообщить об операциях в уполномоченные органы, когда этого требует закон.' },
      records: { h: 'Хранение записей', p: 'Записи об операциях с балансом, заявки на вывод с решением и именем проверившего сотрудника, документы проверки и журнал действий сотрудников хранятся столько, сколько требует закон, в том числе после закрытия аккаунта.' },
    },
  },
  kyc: {
    title: 'Политика проверки личности (KYC)',
    lead: 'Когда и зачем мы просим подтвердить личность, какие документы подходят и как их отправить.',
    sections: {
      operator: { h: 'Кто проверяет', p: 'Проверку проводит администрация Azart: документы видят только сотрудники поддержки и финансового отдела.' },
      always: { h: 'Что проверяется всегда', p: 'При регистрации вы подтверждаете, что вам исполнилось 18 лет. Мы сохраняем IP-адрес и отпечаток устройства, чтобы находить повторные аккаунты, — правило «один человек — один аккаунт» действует для всех. Каждую заявку на вывод до выплаты просматривает финансовый отдел.' },
      when: { h: 'Когда мы просим документы', p: 'Перед выплатой крупного вывода или когда выводы за последнее время заметно больше обычных для вас; когда данные не сходятся (имя держателя карты, страна, повторные аккаунты); при подозрении на мошенничество, отмывание денег или игру несовершеннолетнего; по требованию закона.' },
      documents: { h: 'Какие документы', p: 'Документ, удостоверяющий личность, с фотографией и датой рождения (паспорт, водительское удостоверение); подтверждение адреса не старше трёх месяцев (счёт за услуги или выписка из банка); подтверждение владения способом оплаты (фото карты, где видны только первые шесть и последние четыре цифры, или снимок кошелька); при необходимости — подтверждение источника средств.' },
      how: { h: 'Как отправить', p: 'Создайте обращение в поддержке и приложите снимки или PDF — до трёх файлов в одном сообщении. Документ должен быть читаемым целиком, без правок. Обычно проверка занимает до трёх рабочих дней; пока она идёт, заявка на вывод ждёт, а играть можно как обычно.' },
      screening: { h: 'Санкции и PEP', p: 'Вместе с документами мы проверяем игрока по санкционным спискам и спискам публичных должностных лиц (PEP) — подробнее в политике AML.' },
      outcome: { h: 'Результат', p: 'Подтверждённая личность больше не запрашивается, пока данные не изменятся. Если документы не пришли, не читаются или принадлежат другому человеку, вывод отклоняется с причиной, а при подлоге аккаунт блокируется.' },
      keep: { h: 'Хранение', p: 'Документы хранятся вместе с обращением, не передаются третьим лицам, кроме случаев, когда этого требует закон, и хранятся столько, сколько требует закон. Подробнее — в политике конфиденциальности.' },
    },
  },
  responsible: {
    title: 'Ответственная игра',
    lead: 'Азартные игры — развлечение за деньги, а не способ заработка. Вот как держать игру под контролем и где получить помощь.',
    sections: {
      adults: { h: 'Только для взрослых', p: 'Играть на Azart можно только с 18 лет. Мы блокируем аккаунты несовершеннолетних, а при сомнениях просим подтвердить возраст (см. политику KYC). Если вашим устройством пользуются дети, не сохраняйте на нём вход и пароль.' },
      rules: { h: 'Простые правила', p: 'Играйте только на деньги, которые готовы потерять, и заранее решите, сколько и как долго будете играть. Не пытайтесь отыграться, не занимайте деньги на игру и не играйте, когда расстроены, устали или выпили. Делайте перерывы. Демо-режим позволяет играть без денег вовсе.' },
      signs: { h: 'Тревожные признаки', p: 'Вы играете дольше и на большие суммы, чем собирались; скрываете игру от близких; занимаете деньги или откладываете обязательные платежи ради игры; думаете об игре постоянно и раздражаетесь, когда не можете играть. Если это про вас — остановитесь и обратитесь за помощью.' },
      account: { h: 'Перерыв прямо сейчас', p: 'Напишите в поддержку, если хотите закрыть аккаунт или сделать перерыв: мы закроем доступ к ставкам на срок, который вы назовёте, и не будем присылать вам бонусные предложения.' },
    },
    tools: {
      h: 'Инструменты контроля',
      p: 'Здесь появятся лимиты пополнений, ставок и проигрышей, напоминания о времени в игре и самоисключение, которые вы сможете включить сами. Пока их нет на сайте, перерыв или закрытие аккаунта оформляет поддержка.',
      badge: 'Скоро',
      support: 'Написать в поддержку',
    },
    help: {
      h: 'Где получить помощь',
      lead: 'Помощь бесплатна и конфиденциальна. Можно обратиться и тогда, когда проблема у близкого человека.',
      items: {
        narcology: { name: 'Психиатр-нарколог', p: 'В России игровой зависимостью (игроманией) занимаются психиатры-наркологи: обратитесь в наркологический диспансер по месту жительства или к частному специалисту.' },
        moscow: { name: 'Московская служба психологической помощи', p: 'Круглосуточная психологическая помощь по телефону 051 (с городского) и +7 495 051 (с мобильного).' },
        ga: { name: 'Анонимные Игроки (Gamblers Anonymous)', p: 'Группы взаимопомощи для тех, кто хочет бросить играть, и их близких; встречи по всему миру.' },
        therapy: { name: 'Gambling Therapy', p: 'Бесплатная онлайн-поддержка и консультации на нескольких языках, в том числе на русском.' },
        gamcare: { name: 'GamCare', p: 'Британская служба помощи: горячая линия 0808 8020 133 и чат, круглосуточно.' },
        gambleaware: { name: 'BeGambleAware', p: 'Информация об игровой зависимости, тест для самопроверки и поиск помощи.' },
      },
    },
  },
};

export const playerPoliciesEn: typeof playerPoliciesRu = {
  aml: {
    title: 'Anti-money laundering policy (AML)',
    lead: 'How Azart keeps the site from being used to launder money or finance terrorism, and what it means for you.',
    sections: {
      operator: { h: 'Who is responsible', p: 'The Azart site and this policy are run by the Azart administration. Ask about checks through the site\'s support (Support, once signed in).' },
      who: { h: 'Who may play', p: 'Adults (18+) only, and only where gambling is legal. One person, one account: a second account, someone else\'s account or someone else\'s payment details break the rules and get the account blocked.' },
      money: { h: 'Only your own money, only through the cashier', p: 'Deposit only from your own cards, wallets and addresses. A withdrawal goes to a method you deposited with, and only once your bets add up to twice your deposits (a X2 wager): the site does not pass money through without play.' },
      review: { h: 'Every withdrawal is reviewed', p: 'The finance staff look at every withdrawal request before it is paid. They compare the withdrawal method with your deposit methods, your history of bets and deposits, and signs of several accounts (shared IP addresses and device fingerprints). The amount is held from your balance while the request waits; a refused request gives the money back, with the reason in your withdrawal history.' },
      suspicion: { h: 'When we ask for more', p: 'When activity does not look like ordinary play (large amounts, deposits withdrawn with hardly any bets, someone else\'s or frequently changing payment details), we ask you to confirm your identity (see the KYC policy) and the source of your funds, for example with a bank statement or a proof of income. Until the check is over, the withdrawal is not paid.' },
      screening: { h: 'Sanctions and politically exposed persons', p: 'When we check an identity we screen the player against sanctions lists and lists of politically exposed persons (PEP). The site does not serve sanctioned persons; for politically exposed persons and their close associates a source-of-funds check is mandatory.' },
      refuse: { h: 'Refusal and blocking', p: 'We may refuse a withdrawal, hold funds while a check is running and block the account when confirmation does not come or a suspicion is confirmed, and report transactions to the competent authorities where the law requires it.' },
      records: { h: 'Record keeping', p: 'Records of balance operations, withdrawal requests with their decision and the staff member who made it, verification documents and the log of staff actions are kept for as long as the law requires, including after an account is closed.' },
    },
  },
  kyc: {
    title: 'Know your customer policy (KYC)',
    lead: 'When and why we ask you to confirm your identity, which documents we accept and how to send them.',
    sections: {
      operator: { h: 'Who checks', p: 'Checks are carried out by the Azart administration: documents are seen only by the support and finance staff.' },
      always: { h: 'What is always checked', p: 'When you register you confirm that you are 18 or older. We keep the IP address and the device fingerprint to find repeat accounts: one person, one account applies to everyone. The finance staff review every withdrawal request before it is paid.' },
      when: { h: 'When we ask for documents', p: 'Before paying out a large withdrawal, or when your recent withdrawals are well above your usual ones; when details do not match (the card holder\'s name, the country, repeat accounts); on a suspicion of fraud, money laundering or play by a minor; and whenever the law requires it.' },
      documents: { h: 'Which documents', p: 'An identity document with a photo and a date of birth (passport, driving licence); a proof of address no older than three months (a utility bill or a bank statement); a proof that the payment method is yours (a photo of the card showing only the first six and the last four digits, or a screenshot of the wallet); and, when needed, a proof of the source of funds.' },
      how: { h: 'How to send them', p: 'Open a support ticket and attach photos or PDFs, up to three files per message. The whole document must be readable and unedited. A check usually takes up to three working days; meanwhile the withdrawal waits and you can play as usual.' },
      screening: { h: 'Sanctions and PEP', p: 'Along with the documents we screen the player against sanctions lists and lists of politically exposed persons (PEP); see the AML policy.' },
      outcome: { h: 'The outcome', p: 'A confirmed identity is not asked for again until your details change. When documents do not come, cannot be read or belong to someone else, the withdrawal is refused with the reason, and a forgery gets the account blocked.' },
      keep: { h: 'Keeping the documents', p: 'Documents are kept with the ticket, are not passed to third parties except where the law requires it, and are kept for as long as the law requires. See the privacy policy.' },
    },
  },
  responsible: {
    title: 'Responsible gambling',
    lead: 'Gambling is entertainment you pay for, not a way to earn money. Here is how to keep it under control and where to get help.',
    sections: {
      adults: { h: 'Adults only', p: 'You must be 18 or older to play on Azart. We block the accounts of minors and ask for proof of age when in doubt (see the KYC policy). If children use your device, do not keep your sign-in and password saved on it.' },
      rules: { h: 'Simple rules', p: 'Only play with money you can afford to lose, and decide beforehand how much and for how long. Do not chase losses, do not borrow to play, and do not play when you are upset, tired or have been drinking. Take breaks. Demo mode lets you play with no money at all.' },
      signs: { h: 'Warning signs', p: 'You play longer and for more than you meant to; you hide your gambling from people close to you; you borrow money or put off bills to play; you think about gambling all the time and get irritable when you cannot play. If this sounds like you, stop and get help.' },
      account: { h: 'A break right now', p: 'Write to support if you want to close your account or take a break: we will close betting to you for as long as you ask and stop sending you bonus offers.' },
    },
    tools: {
      h: 'Control tools',
      p: 'Limits on deposits, bets and losses, reminders of time spent playing and self-exclusion that you can turn on yourself will appear here. Until they are on the site, support arranges a break or closes the account.',
      badge: 'Coming soon',
      support: 'Write to support',
    },
    help: {
      h: 'Where to get help',
      lead: 'Help is free and confidential. You can also reach out when the problem is someone close to you.',
      items: {
        narcology: { name: 'An addiction psychiatrist', p: 'In Russia gambling disorder is treated by addiction psychiatrists (psychiatrist-narcologists): see your local addiction clinic (narcological dispensary) or a private specialist.' },
        moscow: { name: 'Moscow psychological help service', p: 'Psychological help by phone around the clock: 051 from a landline, +7 495 051 from a mobile (in Russian).' },
        ga: { name: 'Gamblers Anonymous', p: 'Self-help groups for people who want to stop gambling and for their families; meetings all over the world.' },
        therapy: { name: 'Gambling Therapy', p: 'Free online support and counselling in several languages, Russian among them.' },
        gamcare: { name: 'GamCare', p: 'The UK support service: the National Gambling Helpline 0808 8020 133 and a live chat, around the clock.' },
        gambleaware: { name: 'BeGambleAware', p: 'Information about problem gambling, a self-assessment test and where to find help.' },
      },
    },
  },
};
