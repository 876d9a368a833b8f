import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCatalogue,
  AdminCatalogueCreateSchema,
  AdminCatalogueUpdateSchema,
  CATALOGUE_ITEM_NOTES_MAX_LENGTH,
  CATALOGUE_NOTES_MAX_LENGTH,
} from '@shop/contract/shared-catalogues';
import { ArrayInput, Create, Edit, SimpleForm, SimpleFormIterator, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { CatalogueLinkButtons } from './catalogue-link-buttons.tsx';
import { ProductPickerInput } from './product-picker-input.tsx';

/** Title, description and the items in the order the page lists them, each with a note of its own. */
function CatalogueFields() {
  return (
    <>
      <TextInput source="name" label="عنوان" fullWidth />
      <TextInput
        source="public_notes"
        label="توضیحات"
        helperText="بالای صفحهٔ کاتالوگ نمایش داده می‌شود."
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: CATALOGUE_NOTES_MAX_LENGTH } }}
      />
      <ArrayInput source="items" label="کالاها">
        {/* Moving and removing an item stay in sight, and in the keyboard's reach, rather than showing on hover. */}
        <SimpleFormIterator inline fullWidth sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}>
          <ProductPickerInput />
          <TextInput
            source="notes"
            label="یادداشت"
            helperText={false}
            sx={{ minWidth: 280, flex: 1 }}
            slotProps={{ htmlInput: { maxLength: CATALOGUE_ITEM_NOTES_MAX_LENGTH } }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function CatalogueCreate() {
  return (
    <Create title="کاتالوگ تازه" redirect="edit">
      <SimpleForm resolver={zodResolver(AdminCatalogueCreateSchema)} defaultValues={{ items: [] }}>
        <CatalogueFields />
      </SimpleForm>
    </Create>
  );
}

function CatalogueTitle() {
  const catalogue = useRecordContext<AdminCatalogue>();
  // The name often starts with «کاتالوگ» itself: the title does not say it twice.
  return <span>{catalogue ? `ویرایش «${catalogue.name}»` : 'ویرایش کاتالوگ'}</span>;
}

/** The catalogue's form, with its link to copy and preview; a saved change shows on its page at once. */
export function CatalogueEdit() {
  return (
    <Edit
      title={<CatalogueTitle />}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <CatalogueLinkButtons />
        </TopToolbar>
      }
    >
      <SimpleForm resolver={zodResolver(AdminCatalogueUpdateSchema)}>
        <CatalogueFields />
      </SimpleForm>
    </Edit>
  );
}
