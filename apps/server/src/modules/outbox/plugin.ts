import { defineModule } from '../module.ts';
import { directPushes } from './relay.ts';

/** The outbox's own events: pushes written as they are, sent as they are (the relay itself is the runtime's). */
export default defineModule({
  name: 'outbox',
  setup: () => ({ projectors: [directPushes] }),
});
