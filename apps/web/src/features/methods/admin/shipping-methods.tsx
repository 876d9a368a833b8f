import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DELIVERY_PROMISES, type DeliveryPromise, deliveryPromiseLabel, formatDeliveryWindow } from '@shop/contract/checkout';
import type { LocationRef } from '@shop/contract/location';
import { messages } from '@shop/contract/messages';
import { ShippingMethodCreateSchema } from '@shop/contract/methods';
import { methodsRoutes } from '@shop/contract/methods-routes';
import { formatToman, toPersianDigits } from '@shop/contract/persian';
import { requiredTime } from '@shop/contract/validation';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fieldRule } from '../../../components/admin/field-rule.ts';
import { CountField, TomanField } from '../../../components/admin/fields.tsx';
import { PictureCreate, PictureEdit, PictureField, PictureInput } from '../../../components/admin/picture-input.tsx';
import { usePlaces } from '../../../lib/location-queries.ts';

const fields = ShippingMethodCreateSchema.shape;
/** A window's times, typed HH:mm in either digits; the API checks their order and overlaps. */
const windowTime = { start: requiredTime(messages.startRequired), end: requiredTime(messages.endRequired) };
const ltr = { htmlInput: { dir: 'ltr' } };

interface ShippingMethodRecord {
  provinces_data: LocationRef[];
  delivery_windows: { start: string; end: string }[];
  delivery_promise: DeliveryPromise;
  estimate_min_days: number | null;
  estimate_max_days: number | null;
  free_shipping_threshold: number | null;
}

const promiseChoices = DELIVERY_PROMISES.map((promise) => ({ id: promise, name: deliveryPromiseLabel[promise] }));

/** «۳ تا ۵ روز کاری», «روز و بازه زمانی», as the list says what a method promises. */
const promiseText = (record: ShippingMethodRecord) =>
  record.delivery_promise === 'estimate'
    ? `${toPersianDigits(record.estimate_min_days ?? 0)} تا ${toPersianDigits(record.estimate_max_days ?? 0)} روز کاری`
    : deliveryPromiseLabel[record.delivery_promise];

/**
 * What the method promises: a slot's windows, a day alone, or an estimate's working days, each with only its own
 * inputs; the API checks the estimate's days in order on the method a change would leave.
 */
function PromiseInputs() {
  const promise = useWatch({ name: 'delivery_promise' }) as DeliveryPromise | undefined;
  return (
    <>
      <SelectInput
        source="delivery_promise"
        label="وعده تحویل"
        choices={promiseChoices}
        translateChoice={false}
        helperText="پست و تیپاکس زمان دقیق تحویل نمی‌دهند: برای آن‌ها تخمین روز کاری را برگزینید"
      />
      {promise === 'estimate' && (
        <>
          <NumberInput source="estimate_min_days" label="کمترین روز کاری" validate={fieldRule(fields.estimate_min_days)} />
          <NumberInput source="estimate_max_days" label="بیشترین روز کاری" validate={fieldRule(fields.estimate_max_days)} />
        </>
      )}
      {promise === 'slot' && <DeliveryWindowsInput />}
    </>
  );
}

/** An amount in Toman, with what the storefront makes of the number typed said beneath it. */
function TomanInput({
  source,
  label,
  explain,
}: {
  source: 'cost' | 'free_shipping_threshold';
  label: string;
  explain: (amount: unknown) => string;
}) {
  const amount = useWatch({ name: source });
  return <NumberInput source={source} label={label} validate={fieldRule(fields[source])} helperText={explain(amount)} />;
}

const explainCost = (cost: unknown) =>
  typeof cost === 'number' && cost >= 0 ? formatToman(cost) : 'به تومان؛ ۰ برای ارسال رایگان';

const explainThreshold = (threshold: unknown) =>
  typeof threshold === 'number' && threshold > 0
    ? `رایگان برای سفارش‌های از ${formatToman(threshold)} به بالا (پس از تخفیف)`
    : 'خالی بگذارید تا همیشه هزینه ارسال گرفته شود';

/** The provinces of the shop's country (the first the location list gives), picked by name. */
function ProvincesInput() {
  const country = usePlaces('country', null, '').data?.results[0]?.id ?? null;
  const provinces = usePlaces('state', country, '').data?.results ?? [];
  return (
    <AutocompleteArrayInput
      source="provinces"
      label="استان‌هایی که ارسال می‌شود"
      choices={provinces}
      optionText="name"
      helperText="خالی بگذارید تا به سراسر کشور ارسال شود"
      noOptionsText="استانی یافت نشد"
    />
  );
}

function DeliveryWindowsInput() {
  return (
    <ArrayInput
      source="delivery_windows"
      label="بازه‌های تحویل پیک"
      helperText="خالی بگذارید تا مشتری هر ساعتی در ساعات کاری فروشگاه را انتخاب کند"
    >
      <SimpleFormIterator
        inline
        disableReordering
        // Its buttons show at all times, not only under a mouse.
        sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
      >
        <TextInput
          source="start"
          label="از ساعت"
          placeholder="09:00"
          slotProps={ltr}
          helperText={false}
          validate={fieldRule(windowTime.start)}
        />
        <TextInput
          source="end"
          label="تا ساعت"
          placeholder="12:00"
          slotProps={ltr}
          helperText={false}
          validate={fieldRule(windowTime.end)}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

function ShippingMethodFields() {
  return (
    <>
      <TextInput source="name" label="نام" validate={fieldRule(fields.name)} />
      <TextInput source="description" label="توضیح" multiline minRows={2} validate={fieldRule(fields.description)} fullWidth />
      <TomanInput source="cost" label="هزینه ارسال (تومان)" explain={explainCost} />
      <ProvincesInput />
      <PromiseInputs />
      <TomanInput source="free_shipping_threshold" label="ارسال رایگان از مبلغ (تومان)" explain={explainThreshold} />
      <PictureInput label="نشان (آیکون)" />
      <NumberInput source="sort_order" label="ترتیب نمایش" />
      <BooleanInput source="active" label="در پرداخت سفارش پیشنهاد شود" />
    </>
  );
}

const filters = [
  <TextInput key="q" source="q" label="جستجوی نام" alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    label="وضعیت"
    choices={[
      { id: 'true', name: 'فعال' },
      { id: 'false', name: 'غیرفعال' },
    ]}
    alwaysOn
  />,
];

/** The ways an order is delivered, in the order checkout offers them. */
export function ShippingMethodList() {
  return (
    <List title="روش‌های ارسال" sort={{ field: 'sort_order', order: 'ASC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <PictureField source="image" label="نشان" sortable={false} />
        <TextField source="name" label="نام" />
        <TomanField source="cost" label="هزینه" />
        <FunctionField
          label="استان‌ها"
          render={(record: ShippingMethodRecord) =>
            record.provinces_data.length ? record.provinces_data.map((province) => province.name).join('، ') : 'سراسر کشور'
          }
        />
        <FunctionField
          label="وعده تحویل"
          render={(record: ShippingMethodRecord) =>
            record.delivery_promise === 'slot' && record.delivery_windows.length
              ? record.delivery_windows.map(formatDeliveryWindow).join('، ')
              : promiseText(record)
          }
        />
        <FunctionField
          label="ارسال رایگان از"
          render={(record: ShippingMethodRecord) =>
            record.free_shipping_threshold === null ? '—' : formatToman(record.free_shipping_threshold)
          }
        />
        <BooleanField source="active" label="فعال" sortable={false} />
        <CountField source="orders_count" label="سفارش‌ها" sortable={false} />
        <CountField source="sort_order" label="ترتیب" />
      </Datagrid>
    </List>
  );
}

export function ShippingMethodEdit() {
  return (
    <PictureEdit title="ویرایش روش ارسال">
      <ShippingMethodFields />
    </PictureEdit>
  );
}

export function ShippingMethodCreate() {
  return (
    <PictureCreate
      title="روش ارسال تازه"
      defaultValues={{
        active: true,
        sort_order: 0,
        cost: 0,
        provinces: [],
        delivery_windows: [],
        delivery_promise: 'slot',
        estimate_min_days: null,
        estimate_max_days: null,
        free_shipping_threshold: null,
        description: '',
      }}
    >
      <ShippingMethodFields />
    </PictureCreate>
  );
}

export const shippingMethodsResource = {
  name: 'shipping-methods',
  routes: methodsRoutes.admin.shippingMethods,
  list: ShippingMethodList,
  edit: ShippingMethodEdit,
  create: ShippingMethodCreate,
  icon: LocalShippingIcon,
  options: { label: 'روش‌های ارسال' },
  recordRepresentation: 'name',
};
