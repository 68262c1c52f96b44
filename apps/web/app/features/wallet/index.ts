export { BalanceMenu } from './components/balance-menu.tsx';
export { BonusExchangeDialog, WalletTransferDialog } from './components/bonus-dialogs.tsx';
export { DemoControls } from './components/demo-controls.tsx';
export { walletI18n } from './i18n/index.ts';
