import PaymentsIcon from '@mui/icons-material/Payments';
import { PAYMENT_KINDS, PaymentMethodCreateSchema, paymentKindLabel } from '@shop/contract/methods';
import { methodsRoutes } from '@shop/contract/methods-routes';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { fieldRule } from '../../../components/admin/field-rule.ts';
import { CountField } from '../../../components/admin/fields.tsx';
import { PictureCreate, PictureEdit, PictureField, PictureInput } from '../../../components/admin/picture-input.tsx';

const fields = PaymentMethodCreateSchema.shape;
const kindChoices = PAYMENT_KINDS.map((kind) => ({ id: kind, name: paymentKindLabel[kind] }));

function PaymentMethodFields() {
  return (
    <>
      <TextInput source="name" label="نام" validate={fieldRule(fields.name)} />
      <SelectInput source="kind" label="نوع پرداخت" choices={kindChoices} validate={fieldRule(fields.kind)} />
      <TextInput
        source="description"
        label="توضیح"
        multiline
        minRows={3}
        helperText="برای کارت به کارت، شماره کارت و نام صاحب آن را اینجا بنویسید؛ در صفحه پرداخت نمایش داده می‌شود"
        validate={fieldRule(fields.description)}
        fullWidth
      />
      <PictureInput label="نشان (آیکون)" />
      <NumberInput source="sort_order" label="ترتیب نمایش" />
      <BooleanInput source="active" label="در پرداخت سفارش پیشنهاد شود" />
    </>
  );
}

const filters = [
  <TextInput key="q" source="q" label="جستجوی نام" alwaysOn />,
  <SelectInput key="kind" source="kind" label="نوع" choices={kindChoices} alwaysOn />,
];

/** The ways an order is paid, in the order checkout offers them. */
export function PaymentMethodList() {
  return (
    <List title="روش‌های پرداخت" sort={{ field: 'sort_order', order: 'ASC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <PictureField source="image" label="نشان" sortable={false} />
        <TextField source="name" label="نام" />
        <FunctionField label="نوع" render={(record: { kind: (typeof PAYMENT_KINDS)[number] }) => paymentKindLabel[record.kind]} />
        <BooleanField source="active" label="فعال" sortable={false} />
        <CountField source="orders_count" label="سفارش‌ها" sortable={false} />
        <CountField source="sort_order" label="ترتیب" />
      </Datagrid>
    </List>
  );
}

export function PaymentMethodEdit() {
  return (
    <PictureEdit title="ویرایش روش پرداخت">
      <PaymentMethodFields />
    </PictureEdit>
  );
}

export function PaymentMethodCreate() {
  return (
    <PictureCreate title="روش پرداخت تازه" defaultValues={{ active: true, sort_order: 0, description: '' }}>
      <PaymentMethodFields />
    </PictureCreate>
  );
}

export const paymentMethodsResource = {
  name: 'payment-methods',
  routes: methodsRoutes.admin.paymentMethods,
  list: PaymentMethodList,
  edit: PaymentMethodEdit,
  create: PaymentMethodCreate,
  icon: PaymentsIcon,
  options: { label: 'روش‌های پرداخت' },
  recordRepresentation: 'name',
};
