import EventBusyIcon from '@mui/icons-material/EventBusy';
import { ClosureCreateSchema } from '@shop/contract/methods';
import { methodsRoutes } from '@shop/contract/methods-routes';
import { Create, Datagrid, Edit, List, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';
import { fieldRule } from '../../../components/admin/field-rule.ts';
import { JalaliDateInput, JalaliField } from '../../../components/admin/fields.tsx';

const fields = ClosureCreateSchema.shape;

function ClosureFields() {
  return (
    <>
      <JalaliDateInput source="date" label="روز تعطیل" validate={fieldRule(fields.date)} />
      <TextInput source="reason" label="دلیل (اختیاری)" validate={fieldRule(fields.reason)} fullWidth />
    </>
  );
}

const filters = [
  <SelectInput
    key="upcoming"
    source="upcoming"
    label="روزها"
    choices={[{ id: 'true', name: 'از امروز به بعد' }]}
    translateChoice={false}
    alwaysOn
  />,
];

/**
 * The days the store is closed: checkout books no delivery on them and an estimate's working days skip them, as
 * they skip Fridays. Orders already placed keep what they were promised.
 */
export function ClosureList() {
  return (
    <List title="روزهای تعطیل" sort={{ field: 'date', order: 'DESC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <JalaliField source="date" label="روز" sortable />
        <TextField source="reason" label="دلیل" sortable={false} emptyText="—" />
      </Datagrid>
    </List>
  );
}

export function ClosureEdit() {
  return (
    <Edit title="ویرایش روز تعطیل" mutationMode="pessimistic">
      <SimpleForm sx={{ maxWidth: 560 }}>
        <ClosureFields />
      </SimpleForm>
    </Edit>
  );
}

export function ClosureCreate() {
  return (
    <Create title="روز تعطیل تازه" redirect="list">
      <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ reason: '' }}>
        <ClosureFields />
      </SimpleForm>
    </Create>
  );
}

export const closuresResource = {
  name: 'closures',
  routes: methodsRoutes.admin.closures,
  list: ClosureList,
  edit: ClosureEdit,
  create: ClosureCreate,
  icon: EventBusyIcon,
  options: { label: 'روزهای تعطیل' },
  recordRepresentation: 'date',
};
