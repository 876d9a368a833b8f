import { useState } from 'react';
import { api } from './api-client.ts';

/** Long enough for the new tab to have read the PDF, or the download to have started. */
const KEEP_OBJECT_URL_MS = 60_000;

/**
 * Opens an order's PDF, read with the customer's token, in a new tab; where the browser blocks the tab, it is
 * downloaded instead. A document without an address is only logged (spec section 8): the customer has nothing to do
 * about it. A failed read closes the tab, and the API client has told why.
 */
export async function openDocument(url: string, fileName: string): Promise<void> {
  if (!url) {
    console.warn(`no address for ${fileName}`);
    return;
  }
  // Opened on the click itself, before any wait: a tab opened after one is a pop-up, which browsers block.
  const tab = window.open('', '_blank');
  let file: Blob;
  try {
    file = await api.document(url, 'application/pdf');
  } catch {
    tab?.close();
    return;
  }
  const objectUrl = URL.createObjectURL(file);
  if (tab) {
    tab.location.href = objectUrl;
  } else {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(objectUrl), KEEP_OBJECT_URL_MS);
}

/** Opens documents on clicks, and says which one is being read, for its button to show it. */
export function useOpenDocument() {
  const [opening, setOpening] = useState<string | null>(null);
  const open = (url: string, fileName: string) => {
    setOpening(fileName);
    void openDocument(url, fileName).finally(() => setOpening(null));
  };
  return { open, opening };
}
