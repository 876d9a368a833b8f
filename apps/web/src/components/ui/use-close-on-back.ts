import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The key in `history.state` under which an entry lists the overlays open on it, outermost first. */
const OVERLAYS_KEY = 'overlays';

interface Overlay {
  id: string;
  close: () => void;
  /** The entry the overlay was opened over, as `entryOf` names it: Back to it closes the overlay and nothing else. */
  covered: string;
  pathname: string;
  search: string;
  /** Closed by the page, until the end of the render, where StrictMode or a reopening may take it back. */
  leaving: boolean;
}

/** Overlays whose entries are in the history, in the order they were opened. */
const openOverlays: Overlay[] = [];
/** The entries that Back, asked for by overlays the page closed, returns to. */
const expectedLandings: string[] = [];

// Unique across reloads too: a reloaded page finds its old entries' ids in the history.
const session = Math.random().toString(36).slice(2, 8);
let opened = 0;

function marksOf(state: unknown): string[] {
  const marks = (state as Record<string, unknown> | null)?.[OVERLAYS_KEY];
  return Array.isArray(marks) ? marks : [];
}

/** An entry's identity: its URL, React Router's key and the overlays open on it. */
function entryOf(state: unknown): string {
  const key = (state as { key?: unknown } | null)?.key;
  return `${window.location.href} ${typeof key === 'string' ? key : 'default'} ${marksOf(state).join(',')}`;
}

function forget(overlay: Overlay): boolean {
  const index = openOverlays.indexOf(overlay);
  if (index >= 0) openOverlays.splice(index, 1);
  return index >= 0;
}

/** Pushes the overlay's entry over the current one, and returns the current one's identity. */
function pushEntry(id: string): string {
  const state: unknown = window.history.state;
  const covered = entryOf(state);
  window.history.pushState({ ...(state as object | null), [OVERLAYS_KEY]: [...marksOf(state), id] }, '');
  return covered;
}

/** Goes back over the current entry to `landing`, a copy of it that React Router need not hear of. */
function goBackTo(landing: string) {
  expectedLandings.push(landing);
  window.history.back();
}

/**
 * Back from an overlay's entry closes the overlay. Landing on the entry it covered, the page shown is the one under
 * it, so the router is not told and nothing is fetched or scrolled again; a Back that went further (a long press)
 * closes the overlays and is the router's to follow.
 */
function onPopState(event: PopStateEvent) {
  const landing = entryOf(event.state);
  const marks = marksOf(event.state);
  const closed = openOverlays.filter((overlay) => !marks.includes(overlay.id));
  let ours = closed[0]?.covered === landing;
  const expected = expectedLandings.indexOf(landing);
  if (expected >= 0) {
    expectedLandings.splice(expected, 1);
    ours = true;
  }
  for (const overlay of closed.reverse()) {
    forget(overlay);
    overlay.close();
  }
  if (ours) event.stopImmediatePropagation();
}

let listening = false;

/**
 * Listens for Back. Called before the router is made, this listener comes before the router's own, and a Back that
 * only closes an overlay never reaches the router; the hook listens anyway, for a page made without it.
 */
export function listenForBack() {
  if (listening) return;
  window.addEventListener('popstate', onPopState);
  listening = true;
}

/**
 * Makes the phone's Back button close an overlay (dialog, drawer, viewer, sheet) rather than leave the page under
 * it, as customers expect of an app. Opening the overlay pushes a history entry; Back pops it and calls `onClose`,
 * and the page, with whatever was typed on it, stays. Closing it otherwise (its close button, Escape, unmounting)
 * goes back over its entry, so none is left behind. Call it in the overlay's component, or in the one that holds its
 * `open` state; an overlay mounted only while open passes `true`.
 *
 * A link inside an overlay navigates with `replace`, so that the new page takes the overlay's entry, and leaves the
 * closing to this hook, which calls `onClose` once the new page shows (closing on the click would race the
 * navigation). A link to the very page shown leaves no entry behind either. With `keepOnSearchChange`, an overlay
 * that changes the page's query string as it is used (a filter drawer) stays open over the new URL; it too replaces.
 */
export function useCloseOnBack(open: boolean, onClose: () => void, { keepOnSearchChange = false } = {}): void {
  const close = useEffectEvent(onClose);
  const overlay = useRef<Overlay | null>(null);
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!open) return;
    let current = overlay.current;
    if (current?.leaving) {
      // StrictMode's second run, or opened again before the close took effect: the entry is still there.
      current.leaving = false;
    } else {
      listenForBack();
      const id = `${session}-${++opened}`;
      const { pathname, search } = window.location;
      current = { id, close, covered: pushEntry(id), pathname, search, leaving: false };
      overlay.current = current;
      openOverlays.push(current);
    }
    const shown = current;
    return () => {
      shown.leaving = true;
      queueMicrotask(() => {
        if (!shown.leaving) return;
        if (overlay.current === shown) overlay.current = null;
        // Unless Back closed it (and forgot it), go back over its entry while that is the current one.
        if (forget(shown) && marksOf(window.history.state).at(-1) === shown.id) goBackTo(shown.covered);
      });
    };
  }, [open]);

  // The router moved while the overlay was open: a link inside it, or its own change of the query string.
  useEffect(() => {
    const current = overlay.current;
    if (!current || current.leaving || !openOverlays.includes(current)) return;
    // Back and Forward are the popstate listener's, whichever of it and the router heard them first.
    if (navigationType === 'POP' || marksOf(window.history.state).includes(current.id)) return;
    const { pathname, search } = location;
    if (keepOnSearchChange && pathname === current.pathname) {
      current.covered = pushEntry(current.id);
      current.search = search;
      return;
    }
    forget(current);
    overlay.current = null;
    // A link to the page shown replaced the overlay's entry with a copy of the one under it.
    if (pathname === current.pathname && search === current.search) goBackTo(current.covered);
    close();
  }, [location, navigationType, keepOnSearchChange]);
}
