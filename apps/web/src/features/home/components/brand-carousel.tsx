import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Brand } from '@shop/contract/catalogue';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { FillImage } from '../../../components/ui/fill-image.tsx';
import { useBrands } from '../../catalogue/index.ts';
import { HomeSection } from './home-section.tsx';

const LOGO = { width: 128, height: 64 };

/** Far down the page, so it simply appears when loaded: nothing in view moves. */
export function BrandCarousel() {
  const { data } = useBrands();
  const brands = data?.results ?? [];
  if (!brands.length) return null;

  return (
    <HomeSection title="برندها">
      <Carousel items={brands} itemKey={(brand) => brand.id} renderItem={(brand) => <BrandCard brand={brand} />} />
    </HomeSection>
  );
}

function BrandCard({ brand }: { brand: Brand }) {
  const logo = brand.image_data;
  return (
    // No border of its own: the logos come framed.
    <CardActionArea
      component={RouterLink}
      to={paths.listing({ brand: brand.id })}
      sx={{ p: 1, borderRadius: 3, width: LOGO.width + 16, height: LOGO.height + 16, display: 'grid', placeItems: 'center' }}
    >
      {logo ? (
        <FillImage src={logo.thumbnail} alt={brand.name} width={LOGO.width} height={LOGO.height} fit="contain" />
      ) : (
        <Typography component="span" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {brand.name}
        </Typography>
      )}
    </CardActionArea>
  );
}
