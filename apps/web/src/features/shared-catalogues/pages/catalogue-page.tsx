import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '@shop/contract/messages';
import type { Catalogue } from '@shop/contract/shared-catalogues';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSiteOrigin } from '../../../lib/page-setting.ts';
import { useGeneralSettings } from '../../../lib/store-settings.ts';
import { toast } from '../../../lib/toast.ts';
import { priceCart, useCatalogueCart } from '../api/catalogue-cart.ts';
import { useSharedCatalogue } from '../api/catalogue-query.ts';
import { orderChannels } from '../api/order-channels.ts';
import { orderMessage } from '../api/order-message.ts';
import { CatalogueCartBar } from '../components/catalogue-cart-bar.tsx';
import { CatalogueCartDialog } from '../components/catalogue-cart-dialog.tsx';
import { CatalogueHead } from '../components/catalogue-head.tsx';
import { CatalogueIntro } from '../components/catalogue-intro.tsx';
import { CatalogueItemRow } from '../components/catalogue-item-row.tsx';

const Page = ({ children }: { children: ReactNode }) => (
  <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
    {children}
  </Container>
);

function CatalogueView({ catalogue }: { catalogue: Catalogue }) {
  const cart = useCatalogueCart(catalogue.key);
  const priced = priceCart(cart.items, catalogue.items);
  const [cartOpen, setCartOpen] = useState(false);
  const origin = useSiteOrigin();
  const message = orderMessage(catalogue.name, priced, origin);
  const channels = orderChannels(useGeneralSettings().data, message);

  // The spec clears the cart once the message is sent. Pressing a messenger is not sending: WhatsApp and Telegram are
  // filtered in Iran and often fail to open, and the page cannot see whether the message went. So the cart waits for
  // the shopper to say so, and then is emptied, so that what was sent is not sent twice.
  const sent = () => {
    cart.clear();
    setCartOpen(false);
    toast('سبد خالی شد.', 'success');
  };

  return (
    <>
      <CatalogueHead catalogue={catalogue} />
      <CatalogueIntro catalogue={catalogue} />
      <Box component="ul" aria-label="کالاهای کاتالوگ" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {catalogue.items.map((item) => (
          <CatalogueItemRow
            key={item.id}
            item={item}
            lines={priced.lines.filter((line) => line.id === item.id)}
            onAdd={(variation) => cart.add(item, variation)}
            onQuantity={(line, quantity) => cart.change(line, { quantity })}
            onRemove={cart.remove}
          />
        ))}
      </Box>
      {priced.count > 0 && <CatalogueCartBar count={priced.count} total={priced.total} onOpen={() => setCartOpen(true)} />}
      <CatalogueCartDialog
        open={cartOpen}
        onClose={() => setCartOpen(false)}
        cart={priced}
        onQuantity={(line, quantity) => cart.change(line, { quantity })}
        onNotes={(line, notes) => cart.change(line, { notes })}
        onRemove={cart.remove}
        message={message}
        channels={channels}
        onSent={sent}
      />
    </>
  );
}

function SharedCatalogue({ catalogueKey }: { catalogueKey: string }) {
  const catalogue = useSharedCatalogue(catalogueKey);
  if (catalogue.data) {
    return (
      <Page>
        <CatalogueView catalogue={catalogue.data} />
      </Page>
    );
  }
  if (catalogue.isError && isNotFound(catalogue.error)) return <NotFoundPage />;
  if (catalogue.isError) {
    return (
      <Page>
        <PageHead title={messages.somethingWentWrong} status={500} />
        <LoadFailed error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      <Box aria-busy sx={{ display: 'grid', gap: 1.5 }}>
        <Skeleton variant="rounded" sx={{ height: 40, maxWidth: 360 }} />
        <Skeleton variant="rounded" sx={{ height: 64 }} />
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} variant="rounded" sx={{ height: 96, borderRadius: 3 }} />
        ))}
      </Box>
    </Page>
  );
}

/**
 * `/catalogs?key=…`: a catalogue the store sent in a chat, rendered on the server so that its link previews. The
 * visitor fills a cart kept in this browser and orders it as a message to the store's messengers. Without a key, or with
 * a wrong one, there is no such page.
 */
export function CataloguePage() {
  const key = useSearchParams()[0].get('key')?.trim() || null;
  return key ? <SharedCatalogue key={key} catalogueKey={key} /> : <NotFoundPage />;
}
