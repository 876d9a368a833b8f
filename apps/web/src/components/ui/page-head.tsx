import { pageTexts, pageTitle } from '@shop/contract/page-meta';
import { scriptJson } from '@shop/contract/page-render';
import { useContext } from 'react';
import { PageSettingContext } from '../../lib/page-setting.ts';
import { useGeneralSettings } from '../../lib/store-settings.ts';

export interface PageHeadProps {
  /** The page's own name, followed by the store's; without one the page is named after the store alone (home). */
  title?: string | undefined;
  description?: string | undefined;
  /**
   * The path (and query) of the page's canonical address, for public pages: with it come the canonical link and the
   * sharing tags. Pages of a customer's own and pages that do not exist go without, and ask robots not to index them.
   */
  path?: string | undefined;
  /**
   * False for a page shared by hand but not for search results (a catalogue): its link still previews in a chat,
   * and robots are asked not to index it, so it goes without a canonical link.
   */
  indexed?: boolean;
  type?: 'website' | 'product';
  /**
   * Absolute or site-relative; made absolute for link previews. Without one, the shop's own sharing picture. `alt` says
   * what it shows; without it, the page's title.
   */
  image?: { url: string; width: number; height: number; alt?: string } | undefined;
  jsonLd?: object | undefined;
  /** The HTTP status the server answers the page with, e.g. 404 for a product that does not exist. */
  status?: number | undefined;
}

/**
 * A page's head, declared by the page from the data it already shows. React hoists the title, meta and link elements
 * into the document's head; the server renders them into the HTML once, and the browser adopts the same elements.
 * The pictures of the first paint need no line here: React preloads every image marked `fetchPriority="high"`
 * (FillImage's `priority`) in the same head.
 */
/** The shop's sharing picture (apps/web/public/share.png, drawn by scripts/make-favicon.mjs), for pages without one. */
const SHARE_IMAGE = { url: '/share.png', width: 1200, height: 630 };

export function PageHead({
  title,
  description,
  path,
  indexed = true,
  type = 'website',
  image: given,
  jsonLd,
  status,
}: PageHeadProps) {
  const { origin, report } = useContext(PageSettingContext);
  const { data: settings } = useGeneralSettings();
  const store = settings?.store_title || pageTexts.storeTitle;
  if (report && status !== undefined) report.status = status;

  const fullTitle = title ? pageTitle(title, store) : store;
  const url = path === undefined ? undefined : origin + path;
  const image = given ?? { ...SHARE_IMAGE, alt: store };
  const imageUrl = new URL(image.url, `${origin}/`).href;
  const imageAlt = image.alt ?? fullTitle;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {(url === undefined || !indexed) && <meta name="robots" content="noindex" />}
      {url !== undefined && (
        <>
          {indexed && <link rel="canonical" href={url} />}
          <meta property="og:type" content={type} />
          <meta property="og:title" content={fullTitle} />
          {description && <meta property="og:description" content={description} />}
          <meta property="og:url" content={url} />
          <meta property="og:locale" content="fa_IR" />
          <meta property="og:site_name" content={store} />
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={fullTitle} />
          {description && <meta name="twitter:description" content={description} />}
          <meta name="twitter:image" content={imageUrl} />
          <meta name="twitter:image:alt" content={imageAlt} />
        </>
      )}
      {jsonLd && (
        // `<` is escaped so that no value can close the script element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      )}
    </>
  );
}

/** About what search results show of a description. */
const DESCRIPTION_CHARS = 160;

/** One line, cut at a word near the length search results show. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, DESCRIPTION_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > 0 ? cut.slice(0, lastSpace) : cut}…`;
}
