/**
 * How the API's storefront module and the web app's server entry talk: the API hands over a page's address and a
 * way to call itself in-process; the web app renders the page and hands back its parts for the HTML shell.
 */
/** JSON to place inside an HTML script element: `<` escaped so that no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageRenderRequest {
  /** Path and query, e.g. `/products?category=3`. */
  url: string;
  /** The shop's public origin, e.g. `https://shop.example`. */
  origin: string;
  /** The server's guess from the browser's name; the browser corrects it after the first render. */
  desktop: boolean;
}

export interface RenderedPage {
  status: number;
  /** The page's own title, description, canonical and sharing tags, for the document's head. */
  head: string;
  /** The markup inside `#root`. */
  body: string;
  /** The page modules the page is made of, as the build's manifest names them: fetched along with the entry. */
  modules: string[];
  /** Style elements for the head. */
  styles: string;
  /** Scripts that hand the rendered state to the browser, placed after `#root`. */
  state: string;
}

/** What the web app's API client reads of an answer: a fetch Response has it. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** The API's own answer to a GET, fetched in-process exactly as a browser would fetch it. */
export type ApiFetch = (url: string) => Promise<ApiAnswer>;

export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The web app's server entry exports this; the API calls it once with its in-process fetch. */
export type CreatePageRenderer = (fetchApi: ApiFetch) => PageRenderer;
