import { paths } from '@shop/contract/paths';
import type { Catalogue } from '@shop/contract/shared-catalogues';
import { PageHead, summary } from '../../../components/ui/page-head.tsx';

/**
 * What a chat shows of a shared catalogue's link: its name, its notes and its first picture. Robots are asked not to
 * index it: a catalogue is a list made for the customers it is sent to (its notes may quote their terms), reached
 * only through its unguessable key, and its products have their own indexed pages.
 */
export function CatalogueHead({ catalogue }: { catalogue: Catalogue }) {
  const picture = catalogue.items.find((item) => item.product_data.featured_image)?.product_data.featured_image;
  return (
    <PageHead
      title={catalogue.name}
      description={summary(catalogue.public_notes) || undefined}
      path={paths.catalogue(catalogue.key)}
      indexed={false}
      image={picture ? { url: picture.f, width: picture.width, height: picture.height } : undefined}
    />
  );
}
