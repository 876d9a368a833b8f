import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { toPersianDigits } from '@shop/contract/persian';
import { Link as RouterLink, type To } from 'react-router';

interface PagePickerProps {
  page: number;
  pages: number;
  compact: boolean;
  /** Pages as links (a listing: each page can be opened in a new tab or shared)... */
  hrefForPage?: (page: number) => To;
  /** ...with history state for a page's link, if any. */
  stateForPage?: (page: number) => unknown;
  /** ...or as buttons (a customer's own lists). */
  onChange?: (page: number) => void;
}

function ariaLabel(type: string, page: number | null, selected: boolean): string {
  if (type === 'page') return `${selected ? '' : 'رفتن به '}صفحهٔ ${toPersianDigits(page ?? '')}`;
  return type === 'next' ? 'صفحهٔ بعد' : type === 'previous' ? 'صفحهٔ قبل' : type === 'first' ? 'صفحهٔ اول' : 'صفحهٔ آخر';
}

/** Page numbers in Persian digits; nothing when everything fits on one page. */
export function PagePicker({ page, pages, compact, hrefForPage, stateForPage, onChange }: PagePickerProps) {
  if (pages <= 1) return null;
  return (
    <Pagination
      page={page}
      count={pages}
      color="primary"
      shape="rounded"
      siblingCount={compact ? 0 : 1}
      getItemAriaLabel={ariaLabel}
      onChange={onChange && ((_, next) => onChange(next))}
      renderItem={(item) => {
        const label = item.page === null ? null : toPersianDigits(item.page);
        return hrefForPage ? (
          <PaginationItem
            {...item}
            page={label}
            component={RouterLink}
            to={hrefForPage(item.page ?? page)}
            state={stateForPage?.(item.page ?? page)}
            preventScrollReset
          />
        ) : (
          <PaginationItem {...item} page={label} />
        );
      }}
      sx={{ display: 'flex', justifyContent: 'center', mt: 4, '& ul': { justifyContent: 'center' } }}
    />
  );
}
