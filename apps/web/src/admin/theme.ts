import { defaultTheme, type RaThemeOptions } from 'react-admin';
import bold from 'vazirmatn/misc/Farsi-Digits/fonts/webfonts/Vazirmatn-FD-Bold.woff2?url';
import regular from 'vazirmatn/misc/Farsi-Digits/fonts/webfonts/Vazirmatn-FD-Regular.woff2?url';

/**
 * Vazirmatn's Farsi-digits cut draws every digit in Persian, so that react-admin's own numbers (pages, counts, rows
 * per page) and every figure typed into a form read in Persian digits, while the values stay Latin for the API.
 */
const FONT = 'Vazirmatn FD';
const fontFaces = [
  { weight: 400, file: regular },
  { weight: 700, file: bold },
]
  .map(
    ({ weight, file }) =>
      `@font-face { font-family: '${FONT}'; src: url(${file}) format('woff2'); font-weight: ${weight}; font-display: swap; }`,
  )
  .join('\n');

/** react-admin's layout in the storefront's colours and direction. */
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  direction: 'rtl',
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#00796b', contrastText: '#ffffff' },
    secondary: { main: '#00796b', contrastText: '#ffffff' },
    error: { main: '#c62828' },
    background: { default: '#f6f8f9' },
  },
  shape: { borderRadius: 10 },
  typography: { ...defaultTheme.typography, fontFamily: `'${FONT}', Tahoma, sans-serif` },
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: { styleOverrides: fontFaces },
  },
};
