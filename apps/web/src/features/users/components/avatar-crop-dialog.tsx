import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { rangeInputProps } from '../../../components/ui/range-input.ts';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';

/** The avatar is sent as a square of this many pixels: enough for a sharp sidebar picture, small to upload. */
const AVATAR_PX = 512;

/** Draws the chosen square of the picture onto a canvas and returns it as a JPEG. */
async function cropToSquare(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_PX;
  canvas.height = AVATAR_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_PX, AVATAR_PX);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/jpeg', 0.9),
  );
}

interface AvatarCropDialogProps {
  /** An object URL of the picture the customer chose. */
  source: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (picture: Blob) => void;
}

/** The customer drags and zooms the picture inside a circle, then saves that part of it. */
export function AvatarCropDialog({ source, saving, onCancel, onSave }: AvatarCropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  useCloseOnBack(true, onCancel);

  return (
    <Dialog open onClose={saving ? undefined : onCancel} fullWidth maxWidth="xs">
      <DialogTitle>برش تصویر پروفایل</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          تصویر را بکشید و با نوار زیر بزرگ‌نمایی کنید.
        </Typography>
        {/* The cropper lays the picture out left to right whatever the page's direction. */}
        <div dir="ltr" style={{ position: 'relative', width: '100%', aspectRatio: '1', background: '#222', borderRadius: 8 }}>
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
        <Slider
          value={zoom}
          min={1}
          max={3}
          step={0.05}
          slotProps={rangeInputProps}
          onChange={(_, value) => setZoom(value)}
          aria-label="بزرگ‌نمایی"
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          انصراف
        </Button>
        <Button
          variant="contained"
          loading={saving}
          disabled={!area}
          onClick={async () => {
            if (area) onSave(await cropToSquare(source, area));
          }}
        >
          ذخیره تصویر
        </Button>
      </DialogActions>
    </Dialog>
  );
}
