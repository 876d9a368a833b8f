import { type CSSObject, styled } from '@mui/material/styles';
import { formatNumber } from '@shop/contract/persian';
import { visuallyHidden } from './visually-hidden.ts';

interface PriceProps {
  price: number;
  regularPrice?: number;
  size?: 'small' | 'large';
}

// Styled once rather than through `sx` on every render: a page shows forty of these.
const Root = styled('div')<{ large: boolean }>(({ large }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minHeight: large ? 56 : 44,
}));
const Before = styled('div')({ display: 'flex', alignItems: 'center', gap: 8 });
const Regular = styled('del')(({ theme }) => ({ ...theme.typography.body2, color: theme.palette.text.secondary }));
const Spoken = styled('span')(visuallyHidden as CSSObject);
const Percent = styled('span')(({ theme }) => ({
  background: theme.palette.error.main,
  color: theme.palette.common.white,
  borderRadius: 20,
  padding: '0 6px',
  fontSize: 12,
  fontWeight: 700,
}));
const Amount = styled('p')<{ large: boolean }>(({ large }) => ({
  margin: 0,
  fontWeight: 700,
  fontSize: large ? 24 : 16,
  lineHeight: 1.5,
}));
const Currency = styled('span')<{ large: boolean }>(({ large }) => ({ fontSize: large ? 14 : 12, fontWeight: 400 }));

/**
 * Whether there is a price to show: not for something that has nothing to sell at no price (a variable product
 * without variations), which would read «۰ تومان».
 */
export const hasPrice = (offer: { price: number; in_stock: boolean }) => offer.in_stock || offer.price > 0;

/** The price a customer pays in Toman, with the regular price struck through when discounted. */
export function Price({ price, regularPrice, size = 'small' }: PriceProps) {
  const large = size === 'large';
  const discounted = regularPrice !== undefined && regularPrice > price;
  const percent = discounted ? Math.round(((regularPrice - price) / regularPrice) * 100) : 0;
  return (
    <Root large={large}>
      {discounted && (
        <Before>
          {/* HTML lets no label on a <del>: what a screen reader says of it is hidden text inside it. */}
          <Regular>
            <Spoken>قیمت پیش از تخفیف </Spoken>
            {formatNumber(regularPrice)}
            <Spoken> تومان</Spoken>
          </Regular>
          <Percent>{formatNumber(percent)}٪</Percent>
        </Before>
      )}
      <Amount large={large}>
        {formatNumber(price)} <Currency large={large}>تومان</Currency>
      </Amount>
    </Root>
  );
}
