import { DetailErrorBodySchema } from './errors.ts';
import { HealthSchema } from './health.ts';
import { route } from './route.ts';

/** What a supervisor or load balancer polls: never cached, never rate limited, logged only when they fail. */
export const healthRoutes = {
  live: route({
    method: 'GET',
    path: '/api/health/live',
    tags: ['health'],
    summary: 'The process is up and serving: restart it when this fails',
    withoutDatabase: true,
    response: { 200: HealthSchema },
  }),
  ready: route({
    method: 'GET',
    path: '/api/health/ready',
    tags: ['health'],
    summary: 'The database (and its read replica) answer within 2 seconds: send customers here; 503 while not',
    response: { 200: HealthSchema, 503: DetailErrorBodySchema },
  }),
};
