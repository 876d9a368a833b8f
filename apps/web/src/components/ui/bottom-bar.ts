/** Height of the phones' bottom navigation (MUI's BottomNavigation): a page's own bar sits right above it. */
export const BOTTOM_NAV_PX = 56;

/** Height of a page's bar of actions above the bottom navigation (a product's buy bar, a catalogue's cart bar). */
export const PAGE_BAR_PX = 64;
