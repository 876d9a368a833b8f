import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { formatNumber } from '@shop/contract/persian';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * A count of rows per page, in Persian digits: the list's own choice of 10, 25 or 50 is a number like any other the
 * back office shows, which its font no longer turns Persian.
 */
function CountMenuItem({ children, ...props }: MenuItemProps) {
  return <MenuItem {...props}>{typeof children === 'number' ? formatNumber(children) : children}</MenuItem>;
}

/**
 * react-admin's layout in the storefront's colours, direction and font. The font draws Latin digits as Latin, so that
 * what staff type and read in names, model codes and SKUs («M3», «W10») matches the supplier's; the numbers that are
 * counts, prices and dates are written in Persian digits where they are shown, as on the storefront (their fields,
 * the translated sentences, and here the pages and rows of a list).
 */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  direction: 'rtl',
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#00796b', contrastText: '#ffffff' },
    secondary: { main: '#00796b', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    background: { default: '#f6f8f9' },
  },
  shape: { borderRadius: 10 },
  typography: { ...defaultTheme.typography, fontFamily: 'Vazirmatn, Tahoma, sans-serif' },
  components: {
    ...defaultTheme.components,
    MuiPagination: {
      defaultProps: {
        renderItem: (item: PaginationRenderItemParams) => (
          <PaginationItem {...item} page={item.page === null ? null : formatNumber(item.page)} />
        ),
      },
    },
    MuiTablePagination: {
      defaultProps: {
        slots: { menuItem: CountMenuItem },
        slotProps: { select: { renderValue: (value: unknown) => formatNumber(Number(value)) } },
      },
    },
  },
};
