import { Datagrid, List, SearchInput, TextField } from 'react-admin';
import { CountField, JalaliField } from '../../../components/admin/fields.tsx';
import { CatalogueLinkButtons } from './catalogue-link-buttons.tsx';

const filters = [<SearchInput key="q" source="q" placeholder="عنوان کاتالوگ" alwaysOn />];

/** The shareable catalogues, last changed first, each with its link to copy and to preview. */
export function CatalogueList() {
  return (
    <List title="کاتالوگ‌های اشتراکی" sort={{ field: 'updated_at', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <TextField source="name" label="عنوان" />
        <CountField source="items_count" label="تعداد کالا" sortable={false} />
        <JalaliField source="updated_at" label="آخرین تغییر" showTime />
        <CatalogueLinkButtons />
      </Datagrid>
    </List>
  );
}
