import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Article } from '@shop/contract/articles';
import { TRUNCATE_CHARS } from '@shop/contract/constants';
import { formatJalaliDate, toPersianDigits } from '@shop/contract/persian';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { truncate } from '../../../lib/truncate.ts';
import { useLatestArticles } from '../../articles/index.ts';
import { HomeSection } from './home-section.tsx';

export function ArticleTeasers() {
  const { data } = useLatestArticles();
  const articles = data?.results ?? [];
  if (!articles.length) return null;

  return (
    <HomeSection title="از وبلاگ">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </Box>
    </HomeSection>
  );
}

function ArticleCard({ article }: { article: Article }) {
  const image = article.image_data;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea
        component="a"
        href={article.url}
        target="_blank"
        rel="noopener"
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {image && (
          // The thumbnail for the narrow desktop column, the full picture where a card spans a phone.
          <Box
            component="img"
            src={image.thumbnail}
            srcSet={`${image.thumbnail} 320w, ${image.f} ${image.width}w`}
            sizes="(min-width: 1024px) 300px, (min-width: 600px) 50vw, 100vw"
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            sx={{ width: '100%', height: 'auto', display: 'block', bgcolor: 'grey.100' }}
          />
        )}
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.8 }}>
            {toPersianDigits(article.title)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
            {toPersianDigits(truncate(article.excerpt, TRUNCATE_CHARS))}
          </Typography>
          <Typography
            component="time"
            dateTime={article.published_at}
            variant="caption"
            sx={{ color: 'text.secondary', mt: 'auto' }}
          >
            {formatJalaliDate(article.published_at)}
          </Typography>
        </Box>
        <Box component="span" sx={visuallyHidden}>
          (در برگه‌ای تازه باز می‌شود)
        </Box>
      </CardActionArea>
    </Card>
  );
}
