import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { SCROLL_TO_TOP_AFTER_PX } from '@shop/contract/constants';
import { useEffect, useState } from 'react';

export function ScrollToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={shown}>
      <Fab
        size="small"
        color="default"
        aria-label="بازگشت به بالای صفحه"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{
          position: 'fixed',
          left: 16,
          bottom: { xs: 'calc(80px + var(--floating-offset, 0px))', md: 24 },
          zIndex: 'speedDial',
        }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
