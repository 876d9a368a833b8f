import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { AdminBrand } from '@shop/contract/catalogue-admin';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import { Create, Datagrid, Edit, FunctionField, List, SearchInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { CountField } from '../../../components/admin/fields.tsx';
import { WholeNumberInput } from './number-input.tsx';
import { PictureField, Thumb } from './picture-field.tsx';

export function BrandList() {
  return (
    <List
      title="برندها"
      sort={{ field: 'sort_order', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField label="نشان" render={(brand: AdminBrand) => <Thumb image={brand.image} />} />
        <TextField source="name" label="نام" sortBy="name" />
        <TextField source="name_en" label="نام لاتین" sortable={false} />
        <CountField source="product_count" label="کالاها" sortable={false} />
        <CountField source="sort_order" label="ترتیب" sortBy="sort_order" />
      </Datagrid>
    </List>
  );
}

function BrandInputs() {
  return (
    <>
      <TextInput source="name" label="نام برند" sx={{ width: '100%', maxWidth: 480 }} />
      <TextInput source="name_en" label="نام لاتین" sx={{ width: '100%', maxWidth: 480 }} />
      <WholeNumberInput source="sort_order" label="ترتیب نمایش" sx={{ width: 200 }} />
    </>
  );
}

export function BrandCreate() {
  return (
    <Create title="برند تازه" redirect="edit" record={{ sort_order: 0 }}>
      <SimpleForm>
        <BrandInputs />
      </SimpleForm>
    </Create>
  );
}

export function BrandEdit() {
  return (
    <Edit title="ویرایش برند" mutationMode="pessimistic">
      <SimpleForm>
        <PictureField resource="brands" label="نشان" />
        <BrandInputs />
      </SimpleForm>
    </Edit>
  );
}

export const brandsResource = {
  name: 'brands',
  routes: catalogueRoutes.admin.brands,
  list: BrandList,
  create: BrandCreate,
  edit: BrandEdit,
  icon: LocalOfferIcon,
  options: { label: 'برندها' },
  recordRepresentation: 'name',
};
