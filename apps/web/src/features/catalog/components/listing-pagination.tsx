import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { toPersianDigits } from '@shop/contract/persian';
import { Link as RouterLink, type To } from 'react-router';

interface ListingPaginationProps {
  page: number;
  pages: number;
  hrefForPage: (page: number) => To;
  compact: boolean;
}

function ariaLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return `${selected ? '' : 'رفتن به '}صفحهٔ ${toPersianDigits(page ?? '')}`;
  return type === 'next' ? 'صفحهٔ بعد' : type === 'previous' ? 'صفحهٔ قبل' : type === 'first' ? 'صفحهٔ اول' : 'صفحهٔ آخر';
}

/** Pages are links, so each can be opened in a new tab or shared; numbers are in Persian digits. */
export function ListingPagination({ page, pages, hrefForPage, compact }: ListingPaginationProps) {
  if (pages <= 1) return null;
  return (
    <Pagination
      page={page}
      count={pages}
      color="primary"
      shape="rounded"
      siblingCount={compact ? 0 : 1}
      getItemAriaLabel={ariaLabel}
      renderItem={(item) => (
        <PaginationItem
          {...item}
          page={item.page === null ? null : toPersianDigits(item.page)}
          component={RouterLink}
          to={hrefForPage(item.page ?? page)}
          preventScrollReset
        />
      )}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4, '& ul': { justifyContent: 'center' } }}
    />
  );
}
