import ChatIcon from '@mui/icons-material/Chat';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ForumIcon from '@mui/icons-material/Forum';
import RemoveShoppingCartOutlinedIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactElement, useId, useState } from 'react';
import type { OrderChannel } from '../api/order-channels.ts';

const channelIcons: Record<OrderChannel['key'], ReactElement> = {
  whatsapp: <WhatsAppIcon />,
  telegram: <TelegramIcon />,
  eitaa: <ChatIcon />,
  bale: <ForumIcon />,
};

interface CatalogueSendOrderProps {
  message: string;
  channels: OrderChannel[];
  /** The shopper says the message went: only then is the cart emptied. */
  onSent: () => void;
}

/**
 * The ways to send the order's message: copied, to paste in any chat, or opened in each messenger the store is on
 * (the message is copied too, for the messengers whose links take no text); and the shopper's word that it went.
 */
export function CatalogueSendOrder({ message, channels, onSent }: CatalogueSendOrderProps) {
  const headingId = useId();
  /** The text last copied: «کپی شد» holds until the message changes. */
  const [copied, setCopied] = useState<string | null>(null);
  const [manualCopy, setManualCopy] = useState(false);
  const [opened, setOpened] = useState<OrderChannel | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      setCopied(message);
    } catch {
      // The clipboard is missing on pages not served over HTTPS: the text is shown to copy by hand.
      setManualCopy(true);
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        ارسال سفارش به فروشگاه
      </Typography>
      <Button
        variant="outlined"
        startIcon={copied === message ? <CheckIcon /> : <ContentCopyIcon />}
        onClick={copy}
        aria-live="polite"
      >
        {copied === message ? 'کپی شد' : 'کپی متن سفارش'}
      </Button>
      {manualCopy && (
        <TextField
          label="متن سفارش"
          value={message}
          multiline
          maxRows={8}
          autoFocus
          helperText="کپی خودکار ممکن نشد؛ متن را انتخاب و کپی کنید."
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
      {channels.length > 0 ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 1 }}>
          {channels.map((channel) => (
            <Button
              key={channel.key}
              variant="contained"
              color={channel.key === 'whatsapp' ? 'success' : 'primary'}
              startIcon={channelIcons[channel.key]}
              href={channel.href}
              target="_blank"
              rel="noopener"
              onClick={() => {
                void copy();
                setOpened(channel);
              }}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {channel.label}
            </Button>
          ))}
        </Box>
      ) : (
        <Alert severity="info">فروشگاه پیام‌رسانی ثبت نکرده است؛ متن سفارش را کپی کنید و با فروشگاه تماس بگیرید.</Alert>
      )}
      {opened && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
          {opened.prefilled
            ? `گفتگو با فروشگاه در ${opened.label} باز شد؛ پیام را بفرستید. اگر متن نیامد، آن را بچسبانید (کپی شده است).`
            : `گفتگو با فروشگاه در ${opened.label} باز شد؛ متن سفارش کپی شده است، آن را بچسبانید و بفرستید.`}
        </Typography>
      )}
      <Button variant="text" color="inherit" startIcon={<RemoveShoppingCartOutlinedIcon />} onClick={onSent}>
        سفارش را فرستادم، سبد خالی شود
      </Button>
    </Box>
  );
}
