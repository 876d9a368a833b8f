import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import { SalesPage } from './sales-page.tsx';

/** The sales figures, as a page of the back office's menu: it reads its own figures, not a list of records. */
export const salesResource = {
  name: 'sales',
  routes: {},
  list: SalesPage,
  icon: QueryStatsOutlinedIcon,
  options: { label: 'گزارش فروش' },
};
