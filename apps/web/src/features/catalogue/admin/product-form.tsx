import { Alert, Box, MenuItem, TextField as MuiTextField } from '@mui/material';
import { type AdminProduct, type AdminVariation, catalogueAdminMessages as says } from '@shop/contract/catalogue-admin';
import { formatToman, toPersianDigits } from '@shop/contract/persian';
import { useEffect } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  Edit,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextArrayInput,
  TextInput,
  useRecordContext,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { productTypeChoices, stockTypeChoices } from './catalogue-choices.ts';
import { WholeNumberInput } from './number-input.tsx';
import { ProductGallery } from './product-gallery.tsx';

const wide = { width: '100%', maxWidth: 720 };

/** What the form sends: the fields a staff member edits, never the derived ones (price, discount, in_stock…). */
function toChange(data: Record<string, unknown>) {
  const variations = (data.variations as Partial<AdminVariation>[] | undefined)?.map((variation) => ({
    ...(variation.id ? { id: variation.id } : {}),
    values: variation.values ?? [],
    regular_price: variation.regular_price,
    sale_price: variation.sale_price ?? null,
    stock_type: variation.stock_type,
    stock: variation.stock ?? null,
    quantity_step: variation.quantity_step ?? 1,
    image: variation.image ?? null,
  }));
  const fields = [
    'name',
    'excerpt',
    'description',
    'price_note',
    'category',
    'brand',
    'type',
    'regular_price',
    'sale_price',
    'stock_type',
    'stock',
    'quantity_step',
    'is_published',
    'attributes',
  ];
  const change: Record<string, unknown> = Object.fromEntries(
    fields.filter((field) => field in data).map((field) => [field, data[field]]),
  );
  if (data.type === 'variable') {
    for (const field of ['regular_price', 'sale_price', 'stock_type', 'stock', 'quantity_step']) delete change[field];
    if (variations) change.variations = variations;
  } else {
    change.attributes = [];
    change.variations = [];
  }
  return change;
}

function GeneralInputs({ creating }: { creating?: boolean }) {
  return (
    <>
      <TextInput source="name" label="نام کالا" sx={wide} />
      <TextInput source="excerpt" label="خلاصه" multiline minRows={2} sx={wide} />
      <TextInput source="description" label="توضیحات" multiline minRows={5} sx={wide} />
      <ReferenceInput source="category" reference="categories" sort={{ field: 'path', order: 'ASC' }} perPage={200}>
        <AutocompleteInput label="دسته‌بندی" optionText="path" sx={wide} />
      </ReferenceInput>
      <ReferenceInput source="brand" reference="brands" sort={{ field: 'sort_order', order: 'ASC' }} perPage={200}>
        <AutocompleteInput label="برند" optionText="name" sx={wide} />
      </ReferenceInput>
      <SelectInput
        source="type"
        label="نوع کالا"
        choices={productTypeChoices}
        helperText={creating ? 'تنوع‌های کالای متغیر پس از ذخیره در زبانهٔ «تنوع‌ها» تعریف می‌شوند.' : false}
      />
      <PublishedInput creating={creating ?? false} />
    </>
  );
}

/**
 * Publication. A variable product without variations has nothing to sell and is not published (the API refuses it):
 * a new one, whose variations come after it is saved, starts unpublished, and the switch says why.
 */
function PublishedInput({ creating }: { creating: boolean }) {
  const type = useWatch({ name: 'type' });
  const variations: unknown[] | undefined = useWatch({ name: 'variations' });
  const { setValue } = useFormContext();
  useEffect(() => {
    if (creating && type === 'variable') setValue('is_published', false, { shouldDirty: true });
  }, [creating, type, setValue]);
  const unsellable = type === 'variable' && !variations?.length;
  return (
    <BooleanInput
      source="is_published"
      label="منتشرشده در فروشگاه"
      helperText={unsellable ? says.variableWithoutVariations : false}
    />
  );
}

/** Price and stock fields, of the product or of one variation (inside the iterator their sources are its own). */
function StockInputs() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, '& .ra-input': { width: 200 } }}>
      <WholeNumberInput source="regular_price" label="قیمت (تومان)" toman />
      <WholeNumberInput source="sale_price" label="قیمت ویژه (تومان)" toman />
      <SelectInput source="stock_type" label="نوع موجودی" choices={stockTypeChoices} />
      <FormDataConsumer>
        {({ scopedFormData, formData }) =>
          (scopedFormData ?? formData)?.stock_type === 'limited' ? <WholeNumberInput source="stock" label="موجودی" /> : null
        }
      </FormDataConsumer>
      <WholeNumberInput source="quantity_step" label="گام تعداد" />
    </Box>
  );
}

function PriceTab() {
  const type = useWatch({ name: 'type' });
  const record = useRecordContext<AdminProduct>();
  if (type !== 'variable') {
    return (
      <>
        <StockInputs />
        <TextInput source="price_note" label="توضیح قیمت" sx={wide} />
      </>
    );
  }
  return (
    <>
      <Alert severity="info" sx={wide}>
        قیمت و موجودی کالای متغیر از تنوع‌هایش می‌آید: فروشگاه ارزان‌ترین تنوعِ موجود را نشان می‌دهد
        {record?.type === 'variable' ? ` (اکنون ${formatToman(record.price)})` : ''}.
      </Alert>
      <TextInput source="price_note" label="توضیح قیمت" sx={wide} />
    </>
  );
}

/** One select per attribute of the product, writing the variation's `values` as `[{attribute, value}]`. */
function VariationValuesInput() {
  const { index } = useSimpleFormIteratorItem();
  const path = `variations.${index}.values`;
  const attributes: { name: string; values: string[] }[] = useWatch({ name: 'attributes' }) ?? [];
  const values: { attribute: string; value: string }[] = useWatch({ name: path }) ?? [];
  const { setValue } = useFormContext();
  const { errors } = useFormState({ name: path });
  const error = (errors.variations as unknown as Record<number, { values?: { message?: string } }> | undefined)?.[index]?.values
    ?.message;
  const choose = (attribute: string, value: string) =>
    setValue(path, [...values.filter((pair) => pair.attribute !== attribute), { attribute, value }], { shouldDirty: true });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
      {attributes
        .filter((attribute) => attribute?.name)
        .map((attribute) => (
          <MuiTextField
            key={attribute.name}
            select
            size="small"
            label={attribute.name}
            value={values.find((pair) => pair.attribute === attribute.name)?.value ?? ''}
            onChange={(event) => choose(attribute.name, event.target.value)}
            sx={{ minWidth: 160 }}
            error={Boolean(error)}
          >
            {(attribute.values ?? []).map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </MuiTextField>
        ))}
      {error && <Box sx={{ color: 'error.main', fontSize: 13, alignSelf: 'center' }}>{error}</Box>}
    </Box>
  );
}

function VariationsTab() {
  const record = useRecordContext<AdminProduct>();
  const type = useWatch({ name: 'type' });
  if (type !== 'variable') {
    return <Alert severity="info">این کالا ساده است؛ برای تعریف تنوع، نوع کالا را در زبانهٔ «عمومی» «متغیر» کنید.</Alert>;
  }
  const pictures = (record?.gallery ?? []).map((picture, index) => ({
    id: picture.id,
    name: `تصویر ${toPersianDigits(index + 1)}`,
  }));
  return (
    <>
      <ArrayInput source="attributes" label="ویژگی‌ها (مانند رنگ یا سایز)">
        <SimpleFormIterator inline disableReordering={false}>
          <TextInput source="name" label="نام ویژگی" />
          <TextArrayInput source="values" label="مقدارها (هر مقدار را بنویسید و Enter بزنید)" sx={{ minWidth: 360 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="variations" label="تنوع‌ها">
        <SimpleFormIterator>
          <VariationValuesInput />
          <StockInputs />
          <SelectInput
            source="image"
            label="تصویر تنوع (از گالری)"
            choices={pictures}
            emptyText="تصویر خود کالا"
            sx={{ width: 200 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

function ProductTabs({ creating }: { creating?: boolean }) {
  return (
    <TabbedForm>
      <TabbedForm.Tab label="عمومی">
        <GeneralInputs creating={creating ?? false} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="قیمت و موجودی">
        <PriceTab />
      </TabbedForm.Tab>
      {!creating && (
        <TabbedForm.Tab label="تنوع‌ها">
          <VariationsTab />
        </TabbedForm.Tab>
      )}
      {!creating && (
        <TabbedForm.Tab label="گالری">
          <ProductGallery />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
}

export function ProductCreate() {
  return (
    <Create
      title="کالای تازه"
      redirect="edit"
      transform={toChange}
      record={{ type: 'simple', stock_type: 'unlimited', quantity_step: 1, is_published: true }}
    >
      <ProductTabs creating />
    </Create>
  );
}

function ProductTitle() {
  const record = useRecordContext<AdminProduct>();
  return <span>{record ? `ویرایش «${record.name}»` : 'ویرایش کالا'}</span>;
}

export function ProductEdit() {
  return (
    // Saving keeps the product open: its tabs are worked through one after another.
    <Edit title={<ProductTitle />} transform={toChange} mutationMode="pessimistic" redirect={false}>
      <ProductTabs />
    </Edit>
  );
}
