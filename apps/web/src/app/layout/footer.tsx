import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { WORKING_HOURS } from '@shop/contract/constants';
import { toPersianDigits } from '@shop/contract/persian';
import { telLink } from '../../lib/contact-links.ts';
import { useGeneralSettings } from '../../lib/store-settings.ts';

const badges = [
  { icon: <VerifiedOutlinedIcon />, label: 'ضمانت اصالت کالا' },
  { icon: <LocalShippingOutlinedIcon />, label: 'ارسال به سراسر کشور' },
  { icon: <SupportAgentOutlinedIcon />, label: 'مشاوره رایگان خرید' },
  { icon: <WorkspacePremiumOutlinedIcon />, label: 'گارانتی معتبر' },
];

/** Plain links in the text's own colour: every page loads the footer, and MUI's Link would add to it. */
const inlineLinkSx = { color: 'inherit' } as const;

export function Footer() {
  const { data: settings } = useGeneralSettings();
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'grey.900',
        color: 'grey.100',
        mt: 6,
        pt: 4,
        pb: 4,
        // Below every page's first screen: laid out when scrolled to.
        contentVisibility: 'auto',
        containIntrinsicHeight: 'auto 600px',
      }}
    >
      <Container maxWidth="lg">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 4,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: 2,
          }}
        >
          {badges.map((badge) => (
            <Box component="li" key={badge.label} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'grey.300' }}>
              {badge.icon}
              <Typography variant="body2">{badge.label}</Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3 }}>
          <Box>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {settings?.store_title ?? 'فروشگاه تجهیزات پزشکی'}
            </Typography>
            {settings && (
              <Box component="address" sx={{ fontStyle: 'normal', display: 'grid', gap: 0.75, color: 'grey.300' }}>
                <Typography variant="body2">{toPersianDigits(settings.contacts_store_address)}</Typography>
                <Typography variant="body2">
                  تلفن فروشگاه:{' '}
                  <Box component="a" href={telLink(settings.contacts_store_tel)} dir="ltr" sx={inlineLinkSx}>
                    {toPersianDigits(settings.contacts_store_tel)}
                  </Box>
                </Typography>
                <Typography variant="body2">
                  ایمیل:{' '}
                  <Box component="a" href={`mailto:${settings.contacts_store_email}`} dir="ltr" sx={inlineLinkSx}>
                    {settings.contacts_store_email}
                  </Box>
                </Typography>
              </Box>
            )}
            <Typography variant="body2" sx={{ mt: 1, color: 'grey.300' }}>
              ساعت کاری: شنبه تا پنجشنبه، {toPersianDigits(WORKING_HOURS.start)} تا {toPersianDigits(WORKING_HOURS.end)}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: { xs: 'flex-start', md: 'flex-end' }, alignItems: 'flex-start' }}>
            {settings?.license_enamad && (
              <Box
                component="a"
                href={settings.license_enamad}
                target="_blank"
                rel="noopener"
                aria-label="نماد اعتماد الکترونیکی"
                sx={{
                  bgcolor: 'common.white',
                  color: 'grey.900',
                  borderRadius: 2,
                  p: 1.5,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  width: 112,
                  textDecoration: 'none',
                }}
              >
                <VerifiedOutlinedIcon sx={{ fontSize: 40, color: 'primary.main' }} />
                <Typography variant="caption" sx={{ fontWeight: 700, textAlign: 'center' }}>
                  نماد اعتماد الکترونیکی
                </Typography>
              </Box>
            )}
          </Box>
        </Box>
        <Typography variant="caption" component="p" sx={{ mt: 4, color: 'grey.500', textAlign: 'center' }}>
          همه حقوق برای {settings?.store_title ?? 'فروشگاه'} محفوظ است.
        </Typography>
      </Container>
    </Box>
  );
}
