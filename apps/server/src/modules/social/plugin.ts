import { defineModule } from '../module.ts';
import { socialAdminRoutes } from './admin-routes.ts';
import { createHttpSocialProvider } from './http-provider.ts';
import { socialRoutes } from './routes.ts';
import { createSocial } from './setup.ts';

/** VK and Telegram rewards behind one adapter over HTTP (issue 13 item 9), the local sandbox too (docs/social.md). */
export default defineModule({
  name: 'social',
  setup: ({ ctx, selfOrigin }) => {
    const { config } = ctx;
    const social = createSocial(ctx, createHttpSocialProvider({ baseUrl: () => config.social.providerUrl ?? `${selfOrigin()}/sandbox/social/api/v1`, apiKey: config.social.apiKey }));
    return {
      plugin: async (scope) => {
        await socialRoutes(scope, social);
        await socialAdminRoutes(scope, social);
      },
    };
  },
});
