import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { pageTexts } from '@shop/contract/page-meta';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import { useState } from 'react';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { contactLinks } from '../../../lib/contact-links.ts';
import { useGeneralSettings, useStoreTitle } from '../../../lib/store-settings.ts';

const TITLE = 'تماس با ما';

/** OpenStreetMap's embeddable view around the store, with a marker on it. */
function mapUrl(latitude: number, longitude: number) {
  const span = 0.006;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

export function ContactPage() {
  const { data: settings } = useGeneralSettings();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const storeTitle = useStoreTitle();

  // The shop keeps no inbox of its own: the message goes out through the customer's mail app, already written.
  const mailto = settings
    ? `mailto:${settings.contacts_store_email}?subject=${encodeURIComponent(`پیام از ${name || 'مشتری'}`)}&body=${encodeURIComponent(`${message}\n\n${name}\n${email}`)}`
    : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHead title={TITLE} description={pageTexts.contactsDescription(storeTitle)} path={paths.contacts} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {TITLE}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Box
            component="form"
            aria-label="فرم تماس"
            sx={{ display: 'grid', gap: 2 }}
            onSubmit={(event) => event.preventDefault()}
          >
            <TextField label="نام و نام خانوادگی" value={name} onChange={(event) => setName(event.target.value)} />
            <TextField
              label="ایمیل"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField label="پیام" multiline minRows={5} value={message} onChange={(event) => setMessage(event.target.value)} />
            {mailto && (
              <Button href={mailto} variant="contained" startIcon={<EmailOutlinedIcon />} disabled={!message.trim()}>
                ارسال با ایمیل
              </Button>
            )}
          </Box>
          {settings && (
            <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
              <Typography variant="body2">{toPersianDigits(settings.contacts_store_address)}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                {contactLinks(settings).map((link) => (
                  <Link
                    key={link.key}
                    href={link.href}
                    target={link.href.startsWith('http') ? '_blank' : undefined}
                    rel="noopener"
                  >
                    {link.label}
                  </Link>
                ))}
              </Box>
            </Box>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ overflow: 'hidden', minHeight: 360 }}>
          {settings?.store_latitude != null && settings.store_longitude != null && (
            <iframe
              title="نقشه محل فروشگاه"
              src={mapUrl(settings.store_latitude, settings.store_longitude)}
              loading="lazy"
              width="100%"
              height="100%"
              style={{ border: 0, minHeight: 360, display: 'block' }}
            />
          )}
        </Paper>
      </Box>
    </Container>
  );
}
