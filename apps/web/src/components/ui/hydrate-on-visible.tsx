import { type ReactNode, Suspense, use, useCallback, useState } from 'react';

/** How far below the screen a part starts to come alive, so it is ready when the visitor reaches it. */
const AHEAD = '300px';

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

const openGate: Gate = { opened: Promise.resolve(), open: () => undefined };

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    opened,
    open: () => {
      closedGates.delete(gate);
      resolve();
    },
  };
  closedGates.add(gate);
  return gate;
}

/** True until the browser first leaves the page the server rendered: only that page's parts wait to be seen. */
let serverPageShown = typeof document !== 'undefined' && document.getElementById('root')?.dataset.layout !== undefined;
const closedGates = new Set<Gate>();

/** Called once the visitor moves on (another page, a filter): from then on everything renders whole, at once. */
export function leaveServerPage() {
  serverPageShown = false;
  for (const gate of closedGates) gate.open();
  closedGates.clear();
}

function Waiting({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending while hydrating keeps the server's markup on screen, untouched, until the gate opens. An open gate is
  // not waited on: React suspends once on any promise it has not seen settle, and the server's single-pass render of
  // a page would then send the part unrendered.
  if (gate !== openGate) use(gate.opened);
  return children;
}

/**
 * A part of a server-rendered page that the browser takes over only when it comes near the screen: a phone's first
 * seconds go to what the visitor sees. Until then its links still work as plain links. Rendered in the browser (a
 * later page), it shows at once.
 */
export function HydrateOnVisible({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (typeof window !== 'undefined' && serverPageShown ? createGate() : openGate));
  const watch = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || gate === openGate) return;
      // A part already on the first screen comes alive at once.
      if (typeof IntersectionObserver === 'undefined' || element.getBoundingClientRect().top < window.innerHeight) {
        return gate.open();
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          gate.open();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [gate],
  );
  return (
    <div ref={watch}>
      <Suspense>
        <Waiting gate={gate}>{children}</Waiting>
      </Suspense>
    </div>
  );
}
