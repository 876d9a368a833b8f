import { SCROLL_TO_TOP_AFTER_PX } from '@shop/contract/constants';
import { useEffect, useState } from 'react';

/** Whether the page has been scrolled far enough for the way back to the top to show. */
export function useScrolledDown(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}

export const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

export const SCROLL_TO_TOP_LABEL = 'بازگشت به بالای صفحه';
