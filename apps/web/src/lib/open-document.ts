import { useState } from 'react';
import { isNotFound } from './api-client.ts';
import { toast } from './toast.ts';

/** Long enough for the new tab to have read the PDF, or the download to have started. */
const KEEP_OBJECT_URL_MS = 60_000;

/**
 * Opens a PDF that `read` fetches in a new tab; where the browser blocks the tab, it is downloaded instead. A failed
 * read closes the tab and is thrown, for the caller to tell as it tells its other failures.
 */
export async function openPdf(read: () => Promise<Blob>, fileName: string): Promise<void> {
  // Opened on the click itself, before any wait: a tab opened after one is a pop-up, which browsers block.
  const tab = window.open('', '_blank');
  let file: Blob;
  try {
    file = await read();
  } catch (error) {
    tab?.close();
    throw error;
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

/** Saves a file the page read (a sheet, an export) under its name, as a download. */
export function saveFile(file: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), KEEP_OBJECT_URL_MS);
}

/**
 * Opens an order's PDF that `read` fetches with the customer's token (openPdf). A failed read closes the tab; the API
 * client has told why, but for a document not found, which `notFound` words.
 */
export async function openDocument(read: () => Promise<Blob>, fileName: string, notFound?: string): Promise<void> {
  try {
    await openPdf(read, fileName);
  } catch (error) {
    // The API client says nothing of a 404; the caller knows what it means here.
    if (notFound && isNotFound(error)) toast(notFound, 'warning');
  }
}

/** Opens documents on clicks, and says which one is being read, for its button to show it. */
export function useOpenDocument() {
  const [opening, setOpening] = useState<string | null>(null);
  const open = (read: () => Promise<Blob>, fileName: string, notFound?: string) => {
    setOpening(fileName);
    void openDocument(read, fileName, notFound).finally(() => setOpening(null));
  };
  return { open, opening };
}
