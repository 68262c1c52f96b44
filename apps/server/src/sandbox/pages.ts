import { formatCoins, formatDecimalText } from '@azart/contracts';
import type { PaymentObject } from '../shared/provider-protocol.ts';

/**
 * The sandbox's hosted checkout pages: plain server-rendered HTML (no
 * framework, a little inline CSS), like a processor's payment page. Every
 * value that came from a request or the database is escaped.
 */
export type Lang = 'ru' | 'en';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type Texts = Record<'title' | 'merchant' | 'amount' | 'fee' | 'total' | 'testMode' | 'cards' | 'cardNumber' | 'expiry' | 'cvc' | 'holder' | 'pay' | 'back' | 'secure' | 'secureHint' | 'code'
  | 'confirm' | 'network' | 'coin' | 'address' | 'send' | 'confirmations' | 'sendHint' | 'wallet' | 'walletHint' | 'payWallet' | 'expiresIn' | 'succeeded' | 'declined' | 'expired'
  | 'pending' | 'redirect' | 'badCard' | 'badExpiry' | 'badCvc' | 'badCode', string>;

const TEXT: Record<Lang, Texts> = {
  ru: {
    title: 'Оплата', merchant: 'Магазин', amount: 'Сумма', fee: 'Комиссия', total: 'К оплате', testMode: 'Тестовый режим песочницы',
    cards: '4242 4242 4242 4242 — успех; 4000 0000 0000 0002 — отказ; 4000 0000 0000 3220 — 3-D Secure (код 1234). Срок — любой будущий, CVC — любые 3 цифры.',
    cardNumber: 'Номер карты', expiry: 'Срок (ММ/ГГ)', cvc: 'CVC', holder: 'Имя на карте', pay: 'Оплатить', back: 'Вернуться в магазин',
    secure: 'Подтверждение 3-D Secure', secureHint: 'Банк прислал код в SMS. В песочнице код — 1234.', code: 'Код из SMS', confirm: 'Подтвердить',
    network: 'Сеть', coin: 'Монета', address: 'Адрес для перевода', send: 'Отправить перевод (симуляция)', confirmations: 'Подтверждения сети',
    sendHint: 'Переведите ровно указанную сумму USDT на этот адрес. В песочнице перевод симулирует кнопка ниже.',
    wallet: 'Кошелёк', walletHint: 'Подтвердите платёж в приложении кошелька. В песочнице — кнопкой ниже.', payWallet: 'Оплатить из кошелька', expiresIn: 'Оплатите до',
    succeeded: 'Платёж прошёл', declined: 'Платёж отклонён', expired: 'Время на оплату истекло', pending: 'Ожидаем оплату', redirect: 'Возвращаем вас в магазин…',
    badCard: 'Проверьте номер карты', badExpiry: 'Проверьте срок действия карты', badCvc: 'Проверьте CVC', badCode: 'Неверный код',
  },
  en: {
    title: 'Payment', merchant: 'Merchant', amount: 'Amount', fee: 'Fee', total: 'To pay', testMode: 'Sandbox test mode',
    cards: '4242 4242 4242 4242 approves; 4000 0000 0000 0002 declines; 4000 0000 0000 3220 asks for 3-D Secure (code 1234). Any future expiry, any 3-digit CVC.',
    cardNumber: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC', holder: 'Name on card', pay: 'Pay', back: 'Back to the shop',
    secure: '3-D Secure check', secureHint: 'Your bank sent a code by SMS. In the sandbox the code is 1234.', code: 'Code from SMS', confirm: 'Confirm',
    network: 'Network', coin: 'Coin', address: 'Address to send to', send: 'Send the transfer (simulated)', confirmations: 'Network confirmations',
    sendHint: 'Send exactly this amount of USDT to this address. In the sandbox, the button below simulates the transfer.',
    wallet: 'Wallet', walletHint: 'Confirm the payment in your wallet app. In the sandbox, use the button below.', payWallet: 'Pay from the wallet', expiresIn: 'Pay by',
    succeeded: 'Payment succeeded', declined: 'Payment declined', expired: 'The time to pay ran out', pending: 'Waiting for the payment', redirect: 'Taking you back to the shop…',
    badCard: 'Check the card number', badExpiry: 'Check the expiry date', badCvc: 'Check the CVC', badCode: 'Wrong code',
  },
};
export type PageText = Texts;
export const textOf = (lang: Lang): PageText => TEXT[lang];

/** Figures as the casino's site shows them (one format, both languages), with no-break spaces so "2 000,00 ₽" stays on one line. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
const money = (kopecks: number, lang: Lang) => nbsp(`${formatCoins(kopecks, lang)} ₽`);
const usdt = (amount: string, lang: Lang) => nbsp(`${formatDecimalText(amount, lang)} USDT`);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#eef1f6;color:#1b2233}
main{max-width:440px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:14px;padding:22px;box-shadow:0 6px 24px rgba(20,30,60,.08)}
h1{font-size:20px;margin:0 0 4px}.muted{color:#66708a;font-size:13px}.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#3a46c9;margin-bottom:16px}
.sum{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:16px 0;padding:12px;border-radius:10px;background:#f5f7fb}.sum b{font-size:17px}
label{display:block;font-size:13px;font-weight:600;margin:12px 0 4px}input{width:100%;padding:11px 12px;border:1px solid #cfd5e3;border-radius:9px;font:inherit}
input:focus{outline:2px solid #5865f2;border-color:transparent}.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:18px;padding:13px;border:0;border-radius:10px;background:#3a46c9;color:#fff;font:600 16px system-ui,sans-serif;cursor:pointer}
button:hover{background:#2f3aae}.error{margin-top:12px;padding:10px 12px;border-radius:9px;background:#fdecee;color:#a1192c;font-size:14px}
.test{margin-top:16px;padding:10px 12px;border-radius:9px;background:#fff7e0;color:#7a5600;font-size:12.5px}.mono{font-family:ui-monospace,Menlo,monospace;word-break:break-all}
.status{font-size:22px;font-weight:700;margin:8px 0}.ok{color:#12804a}.bad{color:#b3261e}a{color:#3a46c9}.bar{height:8px;border-radius:8px;background:#e4e8f1;overflow:hidden;margin-top:6px}
.bar>i{display:block;height:100%;background:#12804a}`;

export function page(lang: Lang, title: string, body: string, options: { refreshSeconds?: number; refreshTo?: string } = {}): string {
  const refresh = options.refreshSeconds !== undefined ? `<meta http-equiv="refresh" content="${options.refreshSeconds}${options.refreshTo ? `;url=${escapeHtml(options.refreshTo)}` : ''}">` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Sandbox Pay</title>${refresh}<style>${STYLE}</style></head><body><main><div class="card"><div class="brand">◆ Sandbox Pay</div>${body}</div></main></body></html>`;
}

export function summary(payment: PaymentObject, t: PageText, lang: Lang): string {
  const fee = payment.fee > 0 ? `<span>${t.fee}</span><span>${money(payment.fee, lang)}</span>` : '';
  return `<div class="sum"><span>${t.merchant}</span><span>Azart</span><span>${t.amount}</span><span>${money(payment.amount, lang)}</span>${fee}<span>${t.total}</span><b data-testid="checkout-total">${money(payment.amount + payment.fee, lang)}</b></div>`;
}

export const errorBox = (message: string | undefined) => (message ? `<div class="error" role="alert" data-testid="checkout-error">${escapeHtml(message)}</div>` : '');

export function cardForm(payment: PaymentObject, t: PageText, lang: Lang, error?: string): string {
  return `<h1>${t.title}</h1>${summary(payment, t, lang)}
<form method="post" action="${escapeHtml(payment.checkoutUrl)}/pay" novalidate>
<label for="number">${t.cardNumber}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" data-testid="card-number" required>
<div class="row"><div><label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" data-testid="card-expiry" required></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" data-testid="card-cvc" required></div></div>
<label for="holder">${t.holder}</label><input id="holder" name="holder" autocomplete="cc-name" data-testid="card-holder">
${errorBox(error)}<button type="submit" data-testid="checkout-pay">${t.pay}</button></form>
<div class="test"><b>${t.testMode}.</b> ${t.cards}</div>`;
}

export function secureForm(payment: PaymentObject, t: PageText, lang: Lang, error?: string): string {
  return `<h1>${t.secure}</h1><p class="muted">${t.secureHint}</p>${summary(payment, t, lang)}
<form method="post" action="${escapeHtml(payment.checkoutUrl)}/3ds" novalidate>
<label for="code">${t.code}</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" data-testid="secure-code" required>
${errorBox(error)}<button type="submit" data-testid="secure-confirm">${t.confirm}</button></form>`;
}

export function cryptoPage(payment: PaymentObject, t: PageText, lang: Lang, sent: boolean): string {
  const crypto = payment.crypto!;
  const progress = Math.round((100 * crypto.confirmations) / crypto.confirmationsRequired);
  const action = sent
    ? `<label>${t.confirmations}</label><div data-testid="crypto-confirmations">${crypto.confirmations} / ${crypto.confirmationsRequired}</div><div class="bar"><i style="width:${progress}%"></i></div>`
    : `<form method="post" action="${escapeHtml(payment.checkoutUrl)}/send"><button type="submit" data-testid="crypto-send">${t.send}</button></form>`;
  return `<h1>${t.title}</h1>${summary(payment, t, lang)}
<div class="sum"><span>${t.network}</span><span>TRC-20</span><span>${t.coin}</span><span>USDT</span><span>${t.total}</span><b data-testid="crypto-amount">${escapeHtml(usdt(crypto.amount, lang))}</b></div>
<label>${t.address}</label><div class="mono" data-testid="crypto-address">${escapeHtml(crypto.address)}</div><p class="muted">${t.sendHint}</p>${action}`;
}

export function walletPage(payment: PaymentObject, t: PageText, lang: Lang): string {
  const until = new Date(payment.expiresAt).toLocaleTimeString(lang === 'ru' ? 'ru-RU' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
  return `<h1>${t.title}</h1>${summary(payment, t, lang)}<p class="muted">${t.walletHint}</p><p>${t.expiresIn} <b>${until}</b> (MSK)</p>
<form method="post" action="${escapeHtml(payment.checkoutUrl)}/pay"><button type="submit" data-testid="wallet-pay">${t.payWallet}</button></form>`;
}

export function resultPage(payment: PaymentObject, t: PageText, lang: Lang, returnUrl: string): string {
  const ok = payment.status === 'succeeded';
  const label = payment.status === 'pending' ? t.pending : t[payment.status];
  return `<p class="status ${ok ? 'ok' : 'bad'}" data-testid="checkout-status" data-status="${payment.status}">${label}</p>${summary(payment, t, lang)}
<p class="muted">${t.redirect}</p><p><a href="${escapeHtml(returnUrl)}" data-testid="checkout-back">${t.back}</a></p>`;
}
