import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode with server rendering. The production build is
 * served by the Fastify process (apps/server/src/plugins/web.ts): static files
 * from build/client, every page through build/server/index.js.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  future: {
    // Route modules' client-only exports (clientLoader, HydrateFallback) in their own chunks: smaller first load.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
