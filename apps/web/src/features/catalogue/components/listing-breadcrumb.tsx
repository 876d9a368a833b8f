import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, type To } from 'react-router';
import type { CategoryCrumb } from '../api/use-listing-categories.ts';

interface ListingBreadcrumbProps {
  path: CategoryCrumb[];
  hrefForCategory: (category: number | undefined) => To;
}

/** «همه دسته‌بندی‌ها» › root › … › chosen; every entry but the last is a link that keeps the other filters. */
export function ListingBreadcrumb({ path, hrefForCategory }: ListingBreadcrumbProps) {
  const crumbs = [{ id: undefined, name: 'همه دسته‌بندی‌ها' }, ...path];
  return (
    <Breadcrumbs
      aria-label="مسیر دسته‌بندی"
      separator={<NavigateBeforeIcon fontSize="small" />}
      sx={{ minHeight: 24, mb: 1, fontSize: 14, '& .MuiBreadcrumbs-separator': { mx: 0.25 } }}
    >
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id ?? 'all'} aria-current="page" sx={{ fontSize: 'inherit', color: 'text.primary' }}>
            {crumb.name}
          </Typography>
        ) : (
          <Link
            key={crumb.id ?? 'all'}
            component={RouterLink}
            to={hrefForCategory(crumb.id)}
            preventScrollReset
            underline="hover"
            sx={{ color: 'text.secondary' }}
          >
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
