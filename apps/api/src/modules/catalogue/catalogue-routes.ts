import {
  BrandListQuerySchema,
  BrandListSchema,
  CategoryListQuerySchema,
  CategoryListSchema,
  PriceRangeSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductStatisticsQuerySchema,
  RelatedProductsQuerySchema,
  RelatedProductsSchema,
  VariationListSchema,
} from '@shop/contract/catalogue';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { paginate, sendWrittenJson } from '../../lib/pagination.ts';
import * as catalogue from './catalogue-service.ts';

const tags = ['catalogue'];
const errors = { 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema };

export interface CatalogueRoutesOptions {
  /** Whose favourites the pages mark: the favorites module tells, which sits above the catalogue whose products it lists. */
  viewerOf: (db: Database, user: { id: number } | null) => Promise<catalogue.Viewer>;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { viewerOf }) => {
  // The public catalogue is read from the replica when there is one; a customer's favourites, which they may have
  // just changed, from the primary.
  const { db, readDb } = app;
  // Cached pages are the same for everyone; the signed-in customer's favourites are marked on them afterwards.
  const viewer = (request: FastifyRequest) => viewerOf(db, request.user);

  app.get(
    '/api/products/public',
    {
      schema: {
        tags,
        summary: 'Products, filtered, searched (ranked by relevance) and paginated',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, 400: ValidationErrorBodySchema },
      },
    },
    // The page's cards are the database's JSON (docs/decisions/0032): the answer is written around them, unread.
    async (request, reply) => {
      const page = paginate(
        request,
        await catalogue.listProducts(readDb, app.caches.catalogue, request.query, await viewer(request)),
        request.query,
      );
      return sendWrittenJson(reply, catalogue.productPageJson(page));
    },
  );

  app.get(
    '/api/products/public/statistics',
    {
      schema: {
        tags,
        summary: 'Lowest and highest price a customer pays among the products the filters select',
        querystring: ProductStatisticsQuerySchema,
        response: { 200: PriceRangeSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => {
      const { price__gt: _lowest, price__lt: _highest, ...filters } = request.query;
      return catalogue.productPriceRange(readDb, app.caches.catalogue, filters);
    },
  );

  app.get(
    '/api/products/public/:id',
    { schema: { tags, summary: 'One product', params: IdParamsSchema, response: { 200: ProductDetailSchema, ...errors } } },
    async (request) => catalogue.getProduct(readDb, app.caches.catalogue, request.params.id, await viewer(request)),
  );

  app.get(
    '/api/products/public/:id/variations',
    {
      schema: {
        tags,
        summary: "A variable product's variations",
        params: IdParamsSchema,
        response: { 200: VariationListSchema, ...errors },
      },
    },
    async (request) => catalogue.listVariations(readDb, request.params.id),
  );

  app.get(
    '/api/products/public/:id/related',
    {
      schema: {
        tags,
        summary: 'Similar products: same category first',
        params: IdParamsSchema,
        querystring: RelatedProductsQuerySchema,
        response: { 200: RelatedProductsSchema, ...errors },
      },
    },
    async (request) => catalogue.relatedProducts(readDb, request.params.id, request.query.limit, await viewer(request)),
  );

  app.get(
    '/api/products/categories',
    {
      schema: {
        tags,
        summary: 'Categories; the tree is built through `parent`',
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await catalogue.listCategories(readDb, request.query), request.query),
  );

  app.get(
    '/api/products/brands',
    {
      schema: {
        tags,
        summary: 'Brands; `brand` searches their names, `category` keeps those with products there',
        querystring: BrandListQuerySchema,
        response: { 200: BrandListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await catalogue.listBrands(readDb, request.query), request.query),
  );
};
