import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import { customersRoutes } from '@shop/contract/customers-routes';
import { CustomerList } from './customer-list.tsx';
import { CustomerShow } from './customer-show.tsx';

export const customersResource = {
  name: 'customers',
  routes: customersRoutes.admin,
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleOutlinedIcon,
  options: { label: 'مشتریان' },
};

/** The lists of a customer's page: resources of their own, each given the customer's id as its filter. */
export const customerListRoutes = {
  'customer-orders': { list: customersRoutes.admin.orders },
  'customer-addresses': { list: customersRoutes.admin.addresses },
};
