/** Demo mode and the demo balance; routes are registered by its plugin.ts. */
export { setDemoMode, addDemoCoins, setDemoBalance } from './service.ts';
