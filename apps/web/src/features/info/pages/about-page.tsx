import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageTexts } from '@shop/contract/page-meta';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { useGeneralSettings, useStoreTitle } from '../../../lib/store-settings.ts';

const TITLE = 'درباره ما';

export function AboutPage() {
  const { data: settings } = useGeneralSettings();
  const title = useStoreTitle();
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageHead title={TITLE} description={pageTexts.aboutDescription(title)} path={paths.about} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        درباره {title}
      </Typography>
      <Typography sx={{ lineHeight: 2.2, mb: 2 }}>
        {title} فروشگاه اینترنتی تجهیزات پزشکی خانگی و بیمارستانی است. از فشارسنج و دماسنج و پالس اکسیمتر تا اکسیژن‌ساز، ویلچر و
        تخت بیمارستانی، همه کالاها اصل و دارای گارانتی معتبرند و پیش از ارسال بررسی می‌شوند.
      </Typography>
      <Typography sx={{ lineHeight: 2.2, mb: 2 }}>
        کارشناسان ما در ساعت کاری آماده‌اند تا در انتخاب دستگاه مناسب، نحوه استفاده و خدمات پس از فروش راهنمایی‌تان کنند. سفارش‌ها به
        سراسر ایران ارسال می‌شود و در تهران امکان تحویل در همان روز وجود دارد.
      </Typography>
      {settings && <Typography sx={{ lineHeight: 2.2 }}>نشانی: {toPersianDigits(settings.contacts_store_address)}</Typography>}
    </Container>
  );
}
