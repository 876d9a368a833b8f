import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { pageTexts } from '@shop/contract/page-meta';
import { paths } from '@shop/contract/paths';
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { PagePicker } from '../../../components/ui/page-picker.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useDesktop } from '../../../lib/page-setting.ts';
import { useStoreTitle } from '../../../lib/store-settings.ts';
import { useProducts } from '../api/catalogue-queries.ts';
import { listingPageCount, productCountText } from '../api/product-count.ts';
import { useListingCategories } from '../api/use-listing-categories.ts';
import { hasListingFilters, productListQuery, useListingParams } from '../api/use-listing-params.ts';
import { ListingBreadcrumb } from '../components/listing-breadcrumb.tsx';
import { ListingCategoryPicker } from '../components/listing-category-picker.tsx';
import { ListingFilterDrawer } from '../components/listing-filter-drawer.tsx';
import { ListingFilterSidebar } from '../components/listing-filter-sidebar.tsx';
import { ListingResults } from '../components/listing-results.tsx';
import { ListingSortChips, ListingSortSelect } from '../components/listing-sort.tsx';

/** `/products`: the goods with their category, filters, sort and page, all held in the URL. */
export function ProductListPage() {
  const { params, update, reset, hrefFor, after, stateForPage } = useListingParams();
  const desktop = useDesktop();
  const filterCount =
    params.brand.length +
    Number(params.has_discount) +
    Number(params.in_stock) +
    Number(params.price__gt !== undefined || params.price__lt !== undefined);
  const canReset = hasListingFilters(params);

  const categories = useListingCategories(params.category, filterCount > 0);
  const products = useProducts(productListQuery(params, after));
  const storeTitle = useStoreTitle();

  const countText = products.data && productCountText(products.data);
  const pages = products.data ? listingPageCount(products.data, params.page) : 0;
  const categoryName = categories.path.at(-1)?.name;
  const heading = params.search
    ? `نتایج جست‌وجوی «${params.search}»`
    : params.category === undefined
      ? pageTexts.products
      : (categoryName ?? (categories.isPending ? undefined : pageTexts.products));

  const category = params.category !== undefined && categoryName ? { id: params.category, name: categoryName } : undefined;

  // A new search (from the header) or another page brings the goods into view. The first visit stays at the top,
  // and the back button keeps the place the router restores.
  const resultsRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();
  const scrollKey = `${params.search ?? ''}|${params.page}`;
  const shownKey = useRef(scrollKey);
  useEffect(() => {
    if (shownKey.current === scrollKey) return;
    shownKey.current = scrollKey;
    if (navigationType === 'POP') return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, [scrollKey, navigationType]);

  const sort = desktop ? (
    <ListingSortChips ordering={params.ordering} onChange={(ordering) => update({ ordering })} />
  ) : (
    <ListingSortSelect ordering={params.ordering} onChange={(ordering) => update({ ordering })} />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <PageHead
        title={heading ?? pageTexts.products}
        description={
          category ? pageTexts.categoryDescription(category.name, storeTitle) : pageTexts.productsDescription(storeTitle)
        }
        path={category ? paths.listing({ category: category.id }) : paths.products}
      />
      <ListingBreadcrumb path={categories.path} hrefForCategory={(category) => hrefFor({ category })} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1.5, fontSize: { xs: 20, md: 24 } }}>
        {heading ?? <Skeleton width={180} />}
      </Typography>
      <ListingCategoryPicker
        levels={categories.levels}
        isPending={categories.isPending}
        expectsChildren={params.category !== undefined}
        onChoose={(category) => update({ category })}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '272px minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {desktop && (
          <ListingFilterSidebar
            params={params}
            onChange={(change) => update(change)}
            onReset={() => reset()}
            canReset={canReset}
          />
        )}
        <Box
          component="section"
          ref={resultsRef}
          aria-labelledby="listing-count"
          sx={{ scrollMarginTop: { xs: 72, md: 88 }, minWidth: 0 }}
        >
          {/* The count never takes a line of its own, so the goods below do not move when it arrives. */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, minHeight: 40 }}>
            {!desktop && (
              <ListingFilterDrawer
                params={params}
                onChange={update}
                onReset={reset}
                canReset={canReset}
                activeCount={filterCount}
                resultText={countText}
              />
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>{sort}</Box>
            <Typography
              id="listing-count"
              component="h2"
              aria-live="polite"
              sx={{ flexShrink: 0, whiteSpace: 'nowrap', fontSize: 14, color: 'text.secondary', fontWeight: 600 }}
            >
              {countText === undefined ? (
                <>
                  <Skeleton width={56} aria-hidden />
                  <Box component="span" sx={visuallyHidden}>
                    در حال بارگذاری کالاها
                  </Box>
                </>
              ) : (
                countText
              )}
            </Typography>
          </Box>
          <ListingResults
            products={products.data?.results}
            stale={products.isPlaceholderData}
            error={products.error}
            onRetry={() => products.refetch()}
            onReset={canReset ? () => reset() : undefined}
            pagination={
              <PagePicker
                page={params.page}
                pages={pages}
                hrefForPage={(page) => hrefFor({ page })}
                stateForPage={(page) => stateForPage(page, products.data?.next ?? null)}
                compact={!desktop}
              />
            }
          />
        </Box>
      </Box>
    </Container>
  );
}
