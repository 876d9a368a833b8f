import ArticleIcon from '@mui/icons-material/Article';
import { ArticleCreateSchema } from '@shop/contract/articles';
import { articlesRoutes } from '@shop/contract/articles-routes';
import { tehranDate } from '@shop/contract/checkout';
import { BooleanField, BooleanInput, Datagrid, List, NumberInput, SelectInput, TextField, TextInput } from 'react-admin';
import { fieldRule } from '../../../components/admin/field-rule.ts';
import { CountField, JalaliDateInput, JalaliField } from '../../../components/admin/fields.tsx';
import { PictureCreate, PictureEdit, PictureField, PictureInput } from '../../../components/admin/picture-input.tsx';

const fields = ArticleCreateSchema.shape;

/** A stored moment is shown as its day in Tehran; a day picked goes as `YYYY-MM-DD`. */
const asDay = (value: unknown) =>
  typeof value === 'string' && value.includes('T') ? tehranDate(new Date(value)) : ((value as string | null) ?? '');

function ArticleFields() {
  return (
    <>
      <TextInput source="title" label="عنوان" validate={fieldRule(fields.title)} fullWidth />
      <TextInput source="excerpt" label="خلاصه" multiline minRows={3} validate={fieldRule(fields.excerpt)} fullWidth />
      <TextInput
        source="url"
        label="نشانی مقاله در وبلاگ"
        validate={fieldRule(fields.url)}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        fullWidth
      />
      <PictureInput />
      <JalaliDateInput source="published_at" label="تاریخ انتشار" format={asDay} />
      <NumberInput source="sort_order" label="ترتیب میان مقاله‌های یک روز" />
      <BooleanInput source="published" label="در صفحه اصلی نمایش داده شود" />
    </>
  );
}

const filters = [
  <TextInput key="q" source="q" label="جستجوی عنوان" alwaysOn />,
  <SelectInput
    key="published"
    source="published"
    label="وضعیت"
    choices={[
      { id: 'true', name: 'منتشرشده' },
      { id: 'false', name: 'منتشرنشده' },
    ]}
    alwaysOn
  />,
];

/** The blog's posts the home page teases, newest first. */
export function ArticleList() {
  return (
    <List title="مقاله‌ها" sort={{ field: 'published_at', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <PictureField source="image" label="تصویر" sortable={false} />
        <TextField source="title" label="عنوان" />
        <JalaliField source="published_at" label="تاریخ انتشار" />
        <BooleanField source="published" label="منتشرشده" sortable={false} />
        <CountField source="sort_order" label="ترتیب" />
      </Datagrid>
    </List>
  );
}

export function ArticleEdit() {
  return (
    <PictureEdit title="ویرایش مقاله">
      <ArticleFields />
    </PictureEdit>
  );
}

export function ArticleCreate() {
  return (
    <PictureCreate title="مقاله تازه" defaultValues={{ published: true, sort_order: 0, excerpt: '' }}>
      <ArticleFields />
    </PictureCreate>
  );
}

export const articlesResource = {
  name: 'articles',
  routes: articlesRoutes.admin,
  list: ArticleList,
  edit: ArticleEdit,
  create: ArticleCreate,
  icon: ArticleIcon,
  options: { label: 'مقاله‌ها' },
  recordRepresentation: 'title',
};
