import Box from '@mui/material/Box';
import { AVATAR_MAX_BYTES } from '@shop/contract/users';
import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  type FieldProps,
  ImageInput,
  type RedirectionSideEffect,
  SimpleForm,
  useFieldValue,
  useRecordContext,
} from 'react-admin';

/** A picture the form holds: one stored (URLs under /media/), or one just picked (react-admin's `rawFile` and `src`). */
interface HeldPicture {
  rawFile?: File;
  src?: string;
  thumbnail?: string;
  f?: string;
  title?: string;
  name?: string;
}

const isPicked = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as HeldPicture).rawFile instanceof File;

function PicturePreview() {
  const picture = useRecordContext<HeldPicture>();
  const src = picture?.src ?? picture?.thumbnail ?? picture?.f;
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={picture?.title ?? picture?.name ?? ''}
      sx={{ maxWidth: 240, maxHeight: 160, borderRadius: 1, display: 'block', objectFit: 'contain' }}
    />
  );
}

/**
 * A record's picture, picked or dropped (JPEG, PNG or WebP up to 5 MB, as the API takes it), with its preview and a
 * button that removes it. The form sends it with `withPicture`.
 */
export function PictureInput({ label = 'تصویر', helperText }: { label?: string; helperText?: string }) {
  return (
    <ImageInput
      source="image"
      label={label}
      accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] }}
      maxSize={AVATAR_MAX_BYTES}
      placeholder={<p>تصویر را اینجا رها کنید یا برای انتخاب کلیک کنید (JPEG، PNG یا WebP تا ۵ مگابایت)</p>}
      helperText={helperText ?? false}
      // The remove button shows at all times, not only under a mouse.
      sx={{ '& .RaFileInput-removeButton button': { opacity: 1 } }}
    >
      <PicturePreview />
    </ImageInput>
  );
}

/**
 * The form's values as the API takes them: a picture just picked goes as the file (multipart), a removed one as
 * `image: null`, and one left as it was is not sent.
 */
export function withPicture<Data extends { image?: unknown }>(data: Data) {
  const { image, ...fields } = data;
  return image === null || isPicked(image) ? { ...fields, image } : fields;
}

/** A record's stored picture, small, in a list. */
export function PictureField(props: FieldProps) {
  const picture = useFieldValue({ ...props, source: props.source ?? 'image' }) as HeldPicture | null | undefined;
  const src = picture?.thumbnail ?? picture?.f;
  return src ? (
    <Box component="img" src={src} alt="" sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
  ) : (
    <span>—</span>
  );
}

interface PictureFormProps {
  title: string;
  redirect?: RedirectionSideEffect;
  children: ReactNode;
}

/** The edit page of a record with a picture: the picture goes up with the form, saved once the server has it. */
export function PictureEdit({ title, redirect, children }: PictureFormProps) {
  return (
    <Edit title={title} transform={withPicture} mutationMode="pessimistic" {...(redirect ? { redirect } : {})}>
      <SimpleForm sx={{ maxWidth: 720 }}>{children}</SimpleForm>
    </Edit>
  );
}

/** The page that makes a record with a picture, starting from `defaultValues`. */
export function PictureCreate({
  title,
  redirect = 'list',
  defaultValues,
  children,
}: PictureFormProps & { defaultValues: Record<string, unknown> }) {
  return (
    <Create title={title} transform={withPicture} redirect={redirect}>
      <SimpleForm sx={{ maxWidth: 720 }} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  );
}
