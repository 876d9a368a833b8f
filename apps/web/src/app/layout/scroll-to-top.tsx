import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import { SCROLL_TO_TOP_LABEL, scrollToTop, useScrolledDown } from './scroll-position.ts';

/** A desktop's way back to the top, in the page's margin; a phone has it in the bottom bar. */
export function ScrollToTop() {
  const shown = useScrolledDown();
  return (
    <Zoom in={shown}>
      <Fab
        size="small"
        color="default"
        aria-label={SCROLL_TO_TOP_LABEL}
        onClick={scrollToTop}
        sx={{ position: 'fixed', left: 16, bottom: 24, zIndex: 'speedDial', display: { xs: 'none', md: 'inline-flex' } }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
