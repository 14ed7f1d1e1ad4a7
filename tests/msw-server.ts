import { setupServer } from 'msw/node';
import { handlers } from '@/lib/demo-api/handlers';

/** The same handlers the running app serves under /demo-api. */
export const server = setupServer(...handlers);
