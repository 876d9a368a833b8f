import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { SignupLinkCreate, SignupLinkEdit } from './signup-link-form.tsx';
import { SignupLinkList } from './signup-link-list.tsx';

export const signupLinksResource = {
  name: 'signup-links',
  list: SignupLinkList,
  create: SignupLinkCreate,
  edit: SignupLinkEdit,
  icon: PersonAddAltOutlinedIcon,
  options: { label: 'لینک‌های ثبت‌نام' },
};
