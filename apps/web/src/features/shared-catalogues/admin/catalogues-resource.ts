import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { CatalogueCreate, CatalogueEdit } from './catalogue-form.tsx';
import { CatalogueList } from './catalogue-list.tsx';

export const cataloguesResource = {
  name: 'catalogues',
  list: CatalogueList,
  create: CatalogueCreate,
  edit: CatalogueEdit,
  icon: ShareOutlinedIcon,
  options: { label: 'کاتالوگ‌های اشتراکی' },
};
