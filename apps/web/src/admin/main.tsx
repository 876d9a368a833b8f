import '../lib/zod-without-eval.ts';
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './admin-app.tsx';

const root = document.getElementById('admin');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
  // As the storefront does, the page says once its code is running: journeys (e2e/fixtures.ts) wait for it.
  requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute('data-live', '')));
}
