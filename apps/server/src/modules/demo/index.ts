/** Demo mode and the demo balance; routes are registered by app.ts (routes.ts). */
export { setDemoMode, addDemoCoins, setDemoBalance } from './service.ts';
