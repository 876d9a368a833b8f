import { createTheme } from '@mui/material/styles';

const primary = '#00796b';
/** A medium floating button (48 px) 16 px from the screen's edge, and 8 px of air. */
const FLOATING_MARGIN_PX = 72;
/** Where the keyboard is: a solid ring in the shop's colour, clear on white, grey and the teal of a chosen chip. */
const focusRing = { outline: `3px solid ${primary}`, outlineOffset: 2 } as const;

/**
 * Right-to-left, Vazirmatn, and the calm teal of a clinic. The few texts MUI's components say themselves are given
 * here in Persian: MUI's faIR locale would build an Intl number formatter as it loads, a cost a phone pays on every
 * page for a table pagination the shop does not have.
 */
export const theme = createTheme({
  direction: 'rtl',
  palette: {
    primary: { main: primary, contrastText: '#ffffff' },
    secondary: { main: '#1565c0' },
    error: { main: '#c62828' },
    background: { default: '#f6f8f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'Vazirmatn, Tahoma, sans-serif',
    button: { fontWeight: 600 },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 1024, lg: 1280, xl: 1536 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: { 'a:focus-visible, button:focus-visible, summary:focus-visible, [tabindex]:focus-visible': focusRing },
    },
    // Buttons, icon buttons, chips, tabs, list entries and checkboxes: MUI removes the outline and shows a faint tint.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing } } },
    // On a desktop the contact and back-to-top buttons float in the pages' margins: content keeps clear of them.
    MuiContainer: {
      styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.up('md')]: { paddingInline: FLOATING_MARGIN_PX } }) },
    },
    MuiPagination: { defaultProps: { 'aria-label': 'صفحه‌ها' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiBreadcrumbs: { defaultProps: { expandText: 'نمایش مسیر' } },
    MuiAlert: { defaultProps: { closeText: 'بستن' } },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'پاک کردن',
        closeText: 'بستن',
        loadingText: 'در حال بارگذاری…',
        noOptionsText: 'نتیجه‌ای یافت نشد',
        openText: 'باز کردن',
      },
    },
  },
});
