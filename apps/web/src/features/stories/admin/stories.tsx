import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import Typography from '@mui/material/Typography';
import { StoryGroupCreateSchema, StoryItemCreateSchema } from '@shop/contract/stories';
import { storiesRoutes } from '@shop/contract/stories-routes';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  CreateButton,
  Datagrid,
  List,
  NumberInput,
  type RedirectionSideEffect,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { fieldRule } from '../../../components/admin/field-rule.ts';
import { CountField } from '../../../components/admin/fields.tsx';
import { PictureCreate, PictureEdit, PictureField, PictureInput } from '../../../components/admin/picture-input.tsx';
import { ProductPicker } from './product-picker.tsx';

const activeChoices = [
  { id: 'true', name: 'فعال' },
  { id: 'false', name: 'غیرفعال' },
];

const groupFilters = [
  <TextInput key="q" source="q" label="جستجوی نام" alwaysOn />,
  <SelectInput key="active" source="active" label="وضعیت" choices={activeChoices} alwaysOn />,
];

/** Story groups in the order the home page's strip shows them. */
export function StoryGroupList() {
  return (
    <List title="گروه‌های استوری" sort={{ field: 'sort_order', order: 'ASC' }} filters={groupFilters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <PictureField source="image" label="تصویر" sortable={false} />
        <TextField source="name" label="نام" />
        <CountField source="items_count" label="استوری‌ها" sortable={false} />
        <BooleanField source="active" label="فعال" sortable={false} />
        <CountField source="sort_order" label="ترتیب" />
      </Datagrid>
    </List>
  );
}

const group = StoryGroupCreateSchema.shape;

function StoryGroupFields() {
  return (
    <>
      <TextInput source="name" label="نام گروه" validate={fieldRule(group.name)} />
      <PictureInput label="تصویر گروه (دایره‌ای در نوار استوری‌ها)" />
      <NumberInput source="sort_order" label="ترتیب نمایش" helperText="کوچک‌تر زودتر نمایش داده می‌شود" />
      <BooleanInput source="active" label="در فروشگاه نمایش داده شود" />
    </>
  );
}

/** The group's stories, in their order, with a button that adds one to it. */
function GroupStories() {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        استوری‌های این گروه
      </Typography>
      <ReferenceManyField reference="story-items" target="group" sort={{ field: 'sort_order', order: 'ASC' }}>
        <Datagrid bulkActionButtons={false} rowClick="edit" empty={<p>این گروه هنوز استوری ندارد.</p>}>
          <PictureField source="image" label="تصویر" sortable={false} />
          <TextField source="title" label="عنوان" sortable={false} />
          <TextField source="badge" label="برچسب" sortable={false} />
          <TextField source="product_name" label="محصول" sortable={false} emptyText="—" />
          <CountField source="sort_order" label="ترتیب" sortable={false} />
        </Datagrid>
      </ReferenceManyField>
      <CreateButton resource="story-items" label="افزودن استوری" state={{ record: { group: record.id } }} sx={{ mt: 1 }} />
    </>
  );
}

export function StoryGroupEdit() {
  return (
    <PictureEdit title="ویرایش گروه استوری">
      <StoryGroupFields />
      <GroupStories />
    </PictureEdit>
  );
}

export function StoryGroupCreate() {
  return (
    <PictureCreate title="گروه استوری تازه" redirect="edit" defaultValues={{ active: true, sort_order: 0 }}>
      <StoryGroupFields />
    </PictureCreate>
  );
}

const item = StoryItemCreateSchema.shape;

function StoryItemFields() {
  return (
    <>
      <ReferenceInput source="group" reference="story-groups" sort={{ field: 'sort_order', order: 'ASC' }}>
        <AutocompleteInput label="گروه" optionText="name" validate={fieldRule(item.group)} noOptionsText="گروهی یافت نشد" />
      </ReferenceInput>
      <TextInput source="title" label="عنوان" validate={fieldRule(item.title)} />
      <TextInput source="badge" label="برچسب (مثلا «جدید»)" validate={fieldRule(item.badge)} />
      <ProductPicker label="محصولی که استوری به آن می‌رود" />
      <PictureInput label="تصویر استوری" />
      <NumberInput source="sort_order" label="ترتیب در گروه" />
    </>
  );
}

/** After a story is saved, its group's page, which lists the group's stories. */
const toGroup: RedirectionSideEffect = (_resource, _id, data) => (data?.group ? `story-groups/${data.group}` : 'story-items');

const storyFilters = [
  <TextInput key="q" source="q" label="جستجوی عنوان" alwaysOn />,
  <ReferenceInput key="group" source="group" reference="story-groups" alwaysOn>
    <AutocompleteInput label="گروه" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

export function StoryItemList() {
  return (
    <List title="استوری‌ها" sort={{ field: 'sort_order', order: 'ASC' }} filters={storyFilters} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <PictureField source="image" label="تصویر" sortable={false} />
        <TextField source="title" label="عنوان" />
        <ReferenceField source="group" reference="story-groups" label="گروه" link={false} sortable={false}>
          <TextField source="name" />
        </ReferenceField>
        <TextField source="product_name" label="محصول" sortable={false} emptyText="—" />
        <CountField source="sort_order" label="ترتیب" />
      </Datagrid>
    </List>
  );
}

export function StoryItemEdit() {
  return (
    <PictureEdit title="ویرایش استوری" redirect={toGroup}>
      <StoryItemFields />
    </PictureEdit>
  );
}

export function StoryItemCreate() {
  return (
    <PictureCreate title="استوری تازه" redirect={toGroup} defaultValues={{ sort_order: 0, badge: '' }}>
      <StoryItemFields />
    </PictureCreate>
  );
}

export const storyGroupsResource = {
  name: 'story-groups',
  routes: storiesRoutes.admin.groups,
  list: StoryGroupList,
  edit: StoryGroupEdit,
  create: StoryGroupCreate,
  icon: AutoStoriesIcon,
  options: { label: 'استوری‌ها' },
  recordRepresentation: 'name',
};

/** Reached from a group's page; listed on its own too, to search every story. */
export const storyItemsResource = {
  name: 'story-items',
  routes: storiesRoutes.admin.items,
  list: StoryItemList,
  edit: StoryItemEdit,
  create: StoryItemCreate,
  options: { label: 'همه استوری‌ها' },
  recordRepresentation: 'title',
};
