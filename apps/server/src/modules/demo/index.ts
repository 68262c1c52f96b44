export { demoRoutes } from './routes.ts';
