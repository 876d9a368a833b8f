// What the home page takes of the articles: the latest ones' read, which its route starts and its teasers show.
export { latestArticlesQuery, useLatestArticles } from './api/articles-queries.ts';
