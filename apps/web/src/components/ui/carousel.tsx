import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { EmblaCarouselType, EmblaPluginType } from 'embla-carousel';
import { type Key, type ReactNode, useEffect, useId, useRef, useState } from 'react';

const noPlugins: EmblaPluginType[] = [];

interface CarouselProps<Item> {
  items: Item[];
  itemKey: (item: Item) => Key;
  renderItem: (item: Item, index: number) => ReactNode;
  loop?: boolean;
  /**
   * Embla plugins, such as autoplay; a carousel with plugins stops on whole slides. The pages that use one bring
   * it, so the home page's strips load without it.
   */
  plugins?: EmblaPluginType[];
  /** A slide's width, e.g. a share of the strip per breakpoint; by default its content's. */
  slideWidth?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
}

/** Space between slides, in pixels. */
const GAP_PX = 12;

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 2,
  display: { xs: 'none', md: 'inline-flex' },
  '&:hover': { bgcolor: 'grey.100' },
  '&.Mui-disabled': { visibility: 'hidden' },
} as const;

/**
 * A horizontal strip that phones swipe and desktops page with arrows, right to left.
 * Tabbing to a slide scrolls it into view (Embla's watchFocus), so every link stays reachable by keyboard.
 *
 * The strip is a plain scrolling row until Embla has loaded after the page came alive (and stays one without script
 * or offline): Embla is some 13 KB of script that the home page's first load does without.
 */
export function Carousel<Item>({
  items,
  itemKey,
  renderItem,
  loop = false,
  plugins = noPlugins,
  slideWidth,
}: CarouselProps<Item>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  useEffect(() => {
    let carousel: EmblaCarouselType | undefined;
    let unmounted = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        const element = viewport.current;
        if (unmounted || !element) return;
        // Embla moves the row itself, from the start: a row the visitor swiped meanwhile starts over.
        element.scrollLeft = 0;
        carousel = EmblaCarousel(
          element,
          {
            direction: 'rtl',
            align: 'start',
            loop,
            dragFree: plugins.length === 0,
            slidesToScroll: 'auto',
            containScroll: 'trimSnaps',
          },
          plugins,
        );
        setEmbla(carousel);
      })
      // Offline before it loaded: the row still scrolls by itself.
      .catch(() => undefined);
    return () => {
      unmounted = true;
      carousel?.destroy();
      setEmbla(undefined);
    };
  }, [loop, plugins]);

  const [canScroll, setCanScroll] = useState({ prev: false, next: false });
  const listId = useId();

  useEffect(() => {
    if (!embla) return;
    const update = () => setCanScroll({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton
        aria-label="موارد قبلی"
        aria-controls={listId}
        disabled={!canScroll.prev}
        onClick={() => embla?.scrollPrev()}
        sx={{ ...arrowSx, insetInlineStart: 4 }}
      >
        <ChevronRightIcon />
      </IconButton>
      <Box ref={viewport} sx={{ overflowX: embla ? 'hidden' : 'auto', overflowY: 'hidden', scrollbarWidth: 'none' }}>
        {/* Spacing is padding on the slides, as Embla measures it, on the inline-start side for right to left. */}
        <Box
          component="ul"
          id={listId}
          sx={{
            display: 'flex',
            listStyle: 'none',
            p: 0,
            my: 0,
            marginInlineStart: `${-GAP_PX}px`,
            touchAction: 'pan-y pinch-zoom',
          }}
        >
          {items.map((item, index) => (
            <Box
              component="li"
              key={itemKey(item)}
              sx={{ flex: '0 0 auto', width: slideWidth, minWidth: 0, paddingInlineStart: `${GAP_PX}px` }}
            >
              {renderItem(item, index)}
            </Box>
          ))}
        </Box>
      </Box>
      <IconButton
        aria-label="موارد بعدی"
        aria-controls={listId}
        disabled={!canScroll.next}
        onClick={() => embla?.scrollNext()}
        sx={{ ...arrowSx, insetInlineEnd: 4 }}
      >
        <ChevronLeftIcon />
      </IconButton>
    </Box>
  );
}
