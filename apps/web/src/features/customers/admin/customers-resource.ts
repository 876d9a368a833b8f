import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { CustomerList } from './customer-list.tsx';
import { CustomerShow } from './customer-show.tsx';

export const customersResource = {
  name: 'customers',
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleOutlinedIcon,
  options: { label: 'مشتریان' },
};
