import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const HTMLCS = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');

/** HTML_CodeSniffer's errors on the page as it is now, WCAG 2 AA, as pa11y runs it; warnings and notices left out. */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated, not added as a script element: the shop's Content-Security-Policy lets no inline script run.
  await page.evaluate(HTMLCS);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process('WCAG2AA', document, () =>
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => `${message.code}: ${message.msg} ${message.element.outerHTML.slice(0, 160)}`),
          ),
        );
      }),
  );
}

interface HtmlCodeSniffer {
  process(standard: string, element: Document, done: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}
