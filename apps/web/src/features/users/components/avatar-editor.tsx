import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { messages } from '@shop/contract/messages';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type Profile } from '@shop/contract/users';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWhenOnline } from '../../../lib/offline.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateAvatar } from '../api/use-update-profile.ts';

// The cropper is loaded when a picture is chosen, not with the profile.
const AvatarCropDialog = lazyWhenOnline(async () => (await import('./avatar-crop-dialog.tsx')).AvatarCropDialog);

const acceptedTypes: readonly string[] = AVATAR_TYPES;

/** The customer's picture; tapping it chooses a new one, which is cropped to a circle and uploaded. */
export function AvatarEditor({ profile, size }: { profile: Profile | undefined; size: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const update = useUpdateAvatar();
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!acceptedTypes.includes(file.type)) return toast(messages.imageWrongFormat, 'error');
    if (file.size > AVATAR_MAX_BYTES) return toast(messages.avatarTooLarge, 'error');
    setSource(URL.createObjectURL(file));
  };

  return (
    <>
      {/* Not MUI's Badge: it hides its content from screen readers, and this button must be heard. */}
      <Box sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
        <Avatar
          src={profile?.avatar?.thumbnail}
          alt={profile?.full_name || 'تصویر پروفایل'}
          sx={{ width: size, height: size, bgcolor: 'primary.light', fontSize: size / 2.5 }}
        >
          {profile?.first_name.charAt(0)}
        </Avatar>
        <IconButton
          size="small"
          aria-label="تغییر تصویر پروفایل"
          onClick={() => input.current?.click()}
          sx={{
            position: 'absolute',
            insetInlineStart: -4,
            bottom: -4,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            border: 2,
            borderColor: 'background.paper',
            '&:hover': { bgcolor: 'primary.dark' },
          }}
        >
          <PhotoCameraIcon fontSize="small" />
        </IconButton>
      </Box>
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        aria-label="انتخاب تصویر پروفایل"
        hidden
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {source && (
        <Suspense fallback={null}>
          <AvatarCropDialog
            source={source}
            saving={update.isPending}
            onCancel={() => setSource(null)}
            onSave={(picture) => update.upload(picture, () => setSource(null))}
          />
        </Suspense>
      )}
    </>
  );
}
