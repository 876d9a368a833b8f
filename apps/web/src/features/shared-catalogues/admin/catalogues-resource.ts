import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { sharedCataloguesRoutes } from '@shop/contract/shared-catalogues-routes';
import { CatalogueCreate, CatalogueEdit } from './catalogue-form.tsx';
import { CatalogueList } from './catalogue-list.tsx';

export const cataloguesResource = {
  name: 'catalogues',
  routes: sharedCataloguesRoutes.admin,
  list: CatalogueList,
  create: CatalogueCreate,
  edit: CatalogueEdit,
  icon: ShareOutlinedIcon,
  options: { label: 'کاتالوگ‌های اشتراکی' },
};
