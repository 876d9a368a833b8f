import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { signupLinksRoutes } from '@shop/contract/signup-links-routes';
import { SignupLinkCreate, SignupLinkEdit } from './signup-link-form.tsx';
import { SignupLinkList } from './signup-link-list.tsx';

export const signupLinksResource = {
  name: 'signup-links',
  routes: signupLinksRoutes.admin,
  list: SignupLinkList,
  create: SignupLinkCreate,
  edit: SignupLinkEdit,
  icon: PersonAddAltOutlinedIcon,
  options: { label: 'لینک‌های ثبت‌نام' },
};
