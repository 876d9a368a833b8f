import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DECLARATION, type Middleware, prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { type ApiClient, ApiClientContext } from '../lib/api-client.ts';
import { type PageSetting, PageSettingContext } from '../lib/page-setting.ts';
import { theme } from './theme.ts';
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/700.css';

/**
 * Emotion on the server keeps each style's CSS once for every cache made with the same plugin list (the list itself
 * is the key), so every page after the first skips the CSS parser for the styles it shares.
 */
/**
 * The prefixer writes `scroll-snap-margin-*` beside every `scroll-margin-*`: Safari's name for it before version 14.1,
 * which no browser the shop supports reads and the HTML checker refuses as no CSS property. Its other prefixes stay.
 */
const withoutScrollSnapMargin: Middleware = (element) => {
  if (element.type === DECLARATION) element.return = element.return.replace(/scroll-snap-margin[\w-]*:[^;]*;/g, '');
};

const stylisPlugins = [prefixer, rtlPlugin, withoutScrollSnapMargin];

/**
 * Emotion flips every left/right in the styles, so components are written once for right-to-left. The server
 * renders with a cache of the same key, and the browser's cache adopts the styles the server wrote.
 */
export const createEmotionCache = () => createCache({ key: 'muirtl', stylisPlugins });

/**
 * The spec's query rules: no retries, no refetch interval. One client per page the server renders.
 * Offline, calls still go to the API client, which rejects them with the spec's sentence (TanStack's default would
 * hold them, leaving pages pending with nothing said); queries that failed so are asked again on reconnecting.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 0, refetchOnWindowFocus: false, refetchOnReconnect: true, staleTime: 60_000, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });

interface ProvidersProps {
  queryClient: QueryClient;
  /** The page's API client: the browser's, or the one the server made for this render. */
  api: ApiClient;
  emotionCache: EmotionCache;
  setting: PageSetting;
  children: ReactNode;
}

export function Providers({ queryClient, api, emotionCache, setting, children }: ProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      {/* The system's provider: the shop has no colour schemes, and Material's own brings their script to every page. */}
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <ApiClientContext value={api}>
            <PageSettingContext value={setting}>{children}</PageSettingContext>
          </ApiClientContext>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
