// What the app takes of the home feature besides its page: what the page shows, started by its route.
export { prefetchHomePage } from './api/home-queries.ts';
