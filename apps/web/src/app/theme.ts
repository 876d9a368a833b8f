import { createTheme } from '@mui/material/styles';

/**
 * Right-to-left, Vazirmatn, and the calm teal of a clinic. The few texts MUI's components say themselves are given
 * here in Persian: MUI's faIR locale would build an Intl number formatter as it loads, a cost a phone pays on every
 * page for a table pagination the shop does not have.
 */
export const theme = createTheme({
  direction: 'rtl',
  palette: {
    primary: { main: '#00796b', contrastText: '#ffffff' },
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
