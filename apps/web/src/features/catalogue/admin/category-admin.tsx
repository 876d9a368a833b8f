import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { Box } from '@mui/material';
import type { AdminCategory } from '@shop/contract/catalogue-admin';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import {
  AutocompleteInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { CountField } from '../../../components/admin/fields.tsx';
import { WholeNumberInput } from './number-input.tsx';
import { PictureField, Thumb } from './picture-field.tsx';

/** The tree as one list, each category under its parent and indented by its depth. */
export function CategoryList() {
  return (
    <List
      title="دسته‌بندی‌ها"
      sort={{ field: 'path', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
      perPage={50}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <FunctionField label="تصویر" render={(category: AdminCategory) => <Thumb image={category.image} />} />
        <FunctionField
          label="نام"
          sortBy="path"
          render={(category: AdminCategory) => (
            <Box sx={{ pl: category.depth * 3, fontWeight: category.depth === 0 ? 700 : 400 }}>
              {category.depth > 0 && (
                <Box component="span" sx={{ color: 'text.disabled', mr: 1 }}>
                  └
                </Box>
              )}
              {category.name}
            </Box>
          )}
        />
        <FunctionField label="دستهٔ بالاتر" render={(category: AdminCategory) => category.parent_data?.name ?? '—'} />
        <CountField source="product_count" label="کالاها" sortable={false} />
        <CountField source="children_count" label="زیردسته‌ها" sortable={false} />
        <CountField source="sort_order" label="ترتیب" sortBy="sort_order" />
      </Datagrid>
    </List>
  );
}

function CategoryInputs() {
  return (
    <>
      <TextInput source="name" label="نام دسته‌بندی" sx={{ width: '100%', maxWidth: 480 }} />
      <ReferenceInput source="parent" reference="categories" sort={{ field: 'path', order: 'ASC' }} perPage={200}>
        <AutocompleteInput label="دستهٔ بالاتر (خالی: دستهٔ اصلی)" optionText="path" sx={{ width: '100%', maxWidth: 480 }} />
      </ReferenceInput>
      <WholeNumberInput source="sort_order" label="ترتیب نمایش" sx={{ width: 200 }} />
    </>
  );
}

export function CategoryCreate() {
  return (
    <Create title="دسته‌بندی تازه" redirect="edit" record={{ sort_order: 0 }}>
      <SimpleForm>
        <CategoryInputs />
      </SimpleForm>
    </Create>
  );
}

export function CategoryEdit() {
  return (
    <Edit title="ویرایش دسته‌بندی" mutationMode="pessimistic">
      <SimpleForm>
        <PictureField resource="categories" label="تصویر" />
        <CategoryInputs />
      </SimpleForm>
    </Edit>
  );
}

export const categoriesResource = {
  name: 'categories',
  routes: catalogueRoutes.admin.categories,
  list: CategoryList,
  create: CategoryCreate,
  edit: CategoryEdit,
  icon: AccountTreeIcon,
  options: { label: 'دسته‌بندی‌ها' },
  recordRepresentation: 'path',
};
