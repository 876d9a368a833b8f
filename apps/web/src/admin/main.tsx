import '../lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../lib/api-client.ts';
import { AdminApp } from './admin-app.tsx';

const root = document.getElementById('admin');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp api={createApiClient()} />
    </StrictMode>,
  );
  // Marks the page as live once its first screen has had a frame, as the storefront does (the browser tests wait for it).
  requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute('data-live', '')));
}
