import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's layout in the storefront's colours, font and direction. */
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
  typography: { ...defaultTheme.typography, fontFamily: 'Vazirmatn, Tahoma, sans-serif' },
};
