import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Category } from '@shop/contract/catalogue';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink } from 'react-router';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { FillImage } from '../../../components/ui/fill-image.tsx';
import { useCategories } from '../../catalogue/index.ts';
import { HomeSection } from './home-section.tsx';

const CARD_PX = { xs: 100, md: 148 };
/** Cards on a phone's first screen load at once. */
const EAGER_CARDS = 4;

/** Two lines of name under the picture, the same height in the placeholder. */
const nameSx = { mt: 1, fontSize: 13, lineHeight: 1.7, height: '3.4em' } as const;

export function CategoryCarousel() {
  const { data, isPending } = useCategories();
  const categories = (data?.results ?? []).filter((category) => category.parent === null);
  if (!isPending && !categories.length) return null;

  return (
    <HomeSection title="دسته‌بندی‌ها" busy={isPending}>
      {isPending ? (
        <Box aria-hidden sx={{ display: 'flex', gap: 1.5, overflow: 'hidden' }}>
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
            <Card key={index} variant="outlined" sx={{ width: CARD_PX, flexShrink: 0, borderRadius: 3, p: 1 }}>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 2 }} />
              <Box sx={{ ...nameSx, display: 'flex', justifyContent: 'center' }}>
                <Skeleton width="70%" />
              </Box>
            </Card>
          ))}
        </Box>
      ) : (
        <Carousel
          items={categories}
          itemKey={(category) => category.id}
          renderItem={(category, index) => <CategoryCard category={category} eager={index < EAGER_CARDS} />}
        />
      )}
    </HomeSection>
  );
}

function CategoryCard({ category, eager }: { category: Category; eager: boolean }) {
  return (
    <Card variant="outlined" sx={{ width: CARD_PX, borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={paths.listing({ category: category.id })} sx={{ p: 1 }}>
        <Box sx={{ aspectRatio: '1 / 1', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
          {category.image_data && (
            <FillImage src={category.image_data.thumbnail} alt="" width={148} height={148} priority={eager} />
          )}
        </Box>
        <Typography
          component="span"
          sx={{
            ...nameSx,
            fontWeight: 700,
            textAlign: 'center',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {category.name}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
