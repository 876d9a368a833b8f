import Inventory2Icon from '@mui/icons-material/Inventory2';
import { Box, Chip, type Theme } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminProductRow } from '@shop/contract/catalogue-admin';
import { stockTypeLabel } from '@shop/contract/catalogue-admin';
import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import { formatNumber, formatToman, joinParts } from '@shop/contract/persian';
import {
  AutocompleteInput,
  BooleanInput,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
} from 'react-admin';
import { JalaliField, PersianDigitsField, TomanField } from '../../../components/admin/fields.tsx';
import { productTypeChoices, publishedChoices, stockTypeChoices } from './catalogue-choices.ts';
import { ProductCreate, ProductEdit } from './product-form.tsx';
import { ExportButtons, ImportButton } from './product-sheets.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="جستجوی نام یا کد کالا" />,
  <ReferenceInput key="category" source="category" reference="categories" sort={{ field: 'path', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="دسته‌بندی" optionText="path" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <ReferenceInput key="brand" source="brand" reference="brands" sort={{ field: 'sort_order', order: 'ASC' }}>
    <AutocompleteInput label="برند" optionText="name" />
  </ReferenceInput>,
  <SelectInput key="is_published" source="is_published" label="انتشار" choices={publishedChoices} />,
  <SelectInput key="stock_type" source="stock_type" label="نوع موجودی" choices={stockTypeChoices} />,
  <SelectInput key="type" source="type" label="نوع کالا" choices={productTypeChoices} />,
  <BooleanInput key="low_stock" source="low_stock" label="کم‌موجودی" />,
];

function ProductListActions() {
  return (
    <TopToolbar>
      <CreateButton label="کالای تازه" />
      <ExportButtons />
      <ImportButton />
    </TopToolbar>
  );
}

/** A limited stock by its count; the others by their kind. */
export const stockText = (product: Pick<AdminProductRow, 'stock_type' | 'stock'>) =>
  product.stock_type === 'limited' ? formatNumber(product.stock ?? 0) : stockTypeLabel[product.stock_type];

function Thumbnail({ product }: { product: AdminProductRow }) {
  return product.featured_image_data ? (
    <Box
      component="img"
      src={product.featured_image_data.thumbnail}
      alt=""
      sx={{ width: 48, height: 48, objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }}
    />
  ) : (
    <Box sx={{ width: 48, height: 48, borderRadius: 1, bgcolor: 'grey.100' }} />
  );
}

/** Every product, published or not, newest first: a table on a wide screen, a list of short rows on a phone. */
export function ProductList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="کالاها"
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters}
      actions={<ProductListActions />}
      exporter={false}
    >
      {narrow ? (
        <SimpleList<AdminProductRow>
          linkType="edit"
          leftAvatar={(product) => <Thumbnail product={product} />}
          primaryText={(product) => product.name}
          secondaryText={(product) => joinParts(formatToman(product.price), stockText(product))}
          tertiaryText={(product) => (product.is_published ? '' : 'پنهان')}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField label="تصویر" render={(product: AdminProductRow) => <Thumbnail product={product} />} />
          <PersianDigitsField source="id" label="کد" sortable={false} />
          <TextField source="name" label="نام" sortBy="name" />
          <TextField source="category_data.name" label="دسته‌بندی" sortable={false} emptyText="—" />
          <TomanField source="price" label="قیمت" sortBy="price" />
          <FunctionField label="موجودی" sortBy="stock" render={(product: AdminProductRow) => stockText(product)} />
          <FunctionField
            label="انتشار"
            render={(product: AdminProductRow) =>
              product.is_published ? (
                <Chip size="small" color="success" label="منتشرشده" />
              ) : (
                <Chip size="small" variant="outlined" label="پنهان" />
              )
            }
          />
          <JalaliField source="updated_at" label="به‌روزرسانی" sortable />
        </Datagrid>
      )}
    </List>
  );
}

export const productsResource = {
  name: 'products',
  routes: catalogueRoutes.admin.products,
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: Inventory2Icon,
  options: { label: 'کالاها' },
  recordRepresentation: 'name',
};
