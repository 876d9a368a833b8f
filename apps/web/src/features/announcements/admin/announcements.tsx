import CampaignIcon from '@mui/icons-material/Campaign';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ANNOUNCEMENT_ANIMATIONS, ANNOUNCEMENT_DEFAULT_COLOURS, AnnouncementCreateSchema } from '@shop/contract/announcements';
import { announcementsRoutes } from '@shop/contract/announcements-routes';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  InputHelperText,
  List,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fieldRule } from '../../../components/admin/field-rule.ts';
import { CountField } from '../../../components/admin/fields.tsx';

interface AnnouncementRecord {
  message: string;
  background_color: string;
  color: string;
  animation: (typeof ANNOUNCEMENT_ANIMATIONS)[number] | null;
  url: string | null;
}

const animationLabel: Record<(typeof ANNOUNCEMENT_ANIMATIONS)[number], string> = { bounce: 'پرش', blink: 'چشمک' };
/** The form's choice for no animation, sent as null. */
const NO_ANIMATION = 'none';
const animationChoices = [
  { id: NO_ANIMATION, name: 'بدون حرکت' },
  ...ANNOUNCEMENT_ANIMATIONS.map((animation) => ({ id: animation, name: animationLabel[animation] })),
];

const fields = AnnouncementCreateSchema.shape;

/** The message as the marquee shows it: its own colours. */
function MessageSample({ message, background, color }: { message: string; background: string; color: string }) {
  return (
    <Box component="span" sx={{ bgcolor: background, color, px: 1.5, py: 0.5, borderRadius: 1, display: 'inline-block' }}>
      {message || 'متن اطلاعیه'}
    </Box>
  );
}

/** A colour picked on the browser's palette or typed as hex, checked by the contract's rule. */
function ColourInput({ source, label }: { source: 'background_color' | 'color'; label: string }) {
  const { field, fieldState } = useInput({ source, validate: fieldRule(fields[source]) });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <Box
        component="input"
        type="color"
        aria-label={`انتخاب ${label}`}
        value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
        onChange={(event) => field.onChange(event.target.value)}
        sx={{ width: 48, height: 40, p: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <TextField
        label={label}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error ? <InputHelperText error={fieldState.error.message} /> : undefined}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        size="small"
      />
    </Box>
  );
}

function AnnouncementPreview() {
  const [message, background, color] = useWatch({ name: ['message', 'background_color', 'color'] });
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="p" sx={{ m: 0, mb: 0.5, color: 'text.secondary', fontSize: 13 }}>
        پیش‌نمایش
      </Box>
      <MessageSample message={message ?? ''} background={background ?? ''} color={color ?? ''} />
    </Box>
  );
}

function AnnouncementFields() {
  return (
    <>
      <TextInput source="message" label="متن اطلاعیه" validate={fieldRule(fields.message)} fullWidth />
      <ColourInput source="background_color" label="رنگ زمینه" />
      <ColourInput source="color" label="رنگ متن" />
      <AnnouncementPreview />
      <RadioButtonGroupInput
        source="animation"
        label="حرکت"
        choices={animationChoices}
        format={(value) => value ?? NO_ANIMATION}
      />
      <TextInput
        source="url"
        label="پیوند (صفحه‌ای از فروشگاه)"
        helperText={
          <>
            مانند <bdi>/products?has_discount=true</bdi>؛ خالی بگذارید تا پیوندی نداشته باشد
          </>
        }
        validate={fieldRule(fields.url)}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <NumberInput source="sort_order" label="ترتیب نمایش" />
      <BooleanInput source="active" label="در فروشگاه نمایش داده شود" />
    </>
  );
}

const filters = [
  <TextInput key="q" source="q" label="جستجوی متن" alwaysOn />,
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

/** The top marquee's announcements, each shown in its colours. */
export function AnnouncementList() {
  return (
    <List title="اطلاعیه‌ها" sort={{ field: 'sort_order', order: 'ASC' }} filters={filters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField
          label="اطلاعیه"
          sortBy="message"
          render={(record: AnnouncementRecord) => (
            <MessageSample message={record.message} background={record.background_color} color={record.color} />
          )}
        />
        <FunctionField
          label="حرکت"
          render={(record: AnnouncementRecord) => (record.animation ? animationLabel[record.animation] : 'بدون حرکت')}
        />
        <FunctionField
          label="پیوند"
          render={(record: AnnouncementRecord) => (
            <Box component="span" dir="ltr">
              {record.url ?? '—'}
            </Box>
          )}
        />
        <BooleanField source="active" label="فعال" sortable={false} />
        <CountField source="sort_order" label="ترتیب" />
      </Datagrid>
    </List>
  );
}

/** No animation, and an empty link, are sent as null. */
const toBody = (data: Record<string, unknown>) => ({
  ...data,
  animation: data.animation === NO_ANIMATION ? null : data.animation || null,
  url: data.url || null,
});

export function AnnouncementEdit() {
  return (
    <Edit title="ویرایش اطلاعیه" mutationMode="pessimistic" transform={toBody}>
      <SimpleForm sx={{ maxWidth: 720 }}>
        <AnnouncementFields />
      </SimpleForm>
    </Edit>
  );
}

export function AnnouncementCreate() {
  return (
    <Create title="اطلاعیه تازه" transform={toBody} redirect="list">
      <SimpleForm
        sx={{ maxWidth: 720 }}
        defaultValues={{ ...ANNOUNCEMENT_DEFAULT_COLOURS, active: true, sort_order: 0, animation: NO_ANIMATION }}
      >
        <AnnouncementFields />
      </SimpleForm>
    </Create>
  );
}

export const announcementsResource = {
  name: 'announcements',
  routes: announcementsRoutes.admin,
  list: AnnouncementList,
  edit: AnnouncementEdit,
  create: AnnouncementCreate,
  icon: CampaignIcon,
  options: { label: 'اطلاعیه‌ها' },
  recordRepresentation: 'message',
};
