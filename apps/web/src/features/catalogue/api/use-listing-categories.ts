import type { Category } from '@shop/contract/catalogue';
import { useEffect, useMemo, useState } from 'react';
import { useCategories } from './catalogue-queries.ts';

export interface CategoryCrumb {
  id: number;
  name: string;
}

/** One row of the category picker: the categories under `parent` (the top level when it is null). */
export interface CategoryLevel {
  parent: Category | null;
  categories: Category[];
  chosen: Category | undefined;
}

const STORAGE_KEY = 'listing-filters';

/** The spec's persisted listing state: the breadcrumb, the chosen category's parent, and whether filters were applied. */
interface SavedListing {
  breadcrumb: CategoryCrumb[];
  parent: number | null;
  filtered: boolean;
}

const isCrumb = (value: unknown): value is CategoryCrumb =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CategoryCrumb).id === 'number' &&
  typeof (value as CategoryCrumb).name === 'string';

/** Storage can be blocked or hold an older shape; then there is simply nothing saved. */
function readSavedBreadcrumb(): CategoryCrumb[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    const breadcrumb = (saved as Partial<SavedListing> | null)?.breadcrumb;
    return Array.isArray(breadcrumb) && breadcrumb.every(isCrumb) ? breadcrumb : [];
  } catch {
    return [];
  }
}

function remember(saved: SavedListing | null) {
  try {
    if (saved) localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs the early breadcrumb on the next visit; the URL still holds the state.
  }
}

/**
 * The chosen category's path (root → chosen) and the picker's rows: the top level, then the children of each
 * category on the path. Until the categories arrive, the breadcrumb saved on the last visit stands in for the path.
 * The saved state follows the page: a reset, which leaves no category and no filter, removes it.
 */
export function useListingCategories(categoryId: number | undefined, filtered: boolean) {
  const { data, isPending } = useCategories();
  const [savedBreadcrumb] = useState(readSavedBreadcrumb);

  const tree = useMemo(() => {
    const categories = data?.results;
    if (!categories) {
      const fits = categoryId !== undefined && savedBreadcrumb.at(-1)?.id === categoryId;
      return { path: fits ? savedBreadcrumb : [], chosen: undefined, levels: [] };
    }
    const byId = new Map(categories.map((category) => [category.id, category]));
    const path: Category[] = [];
    let node = categoryId === undefined ? undefined : byId.get(categoryId);
    // `includes` guards against a loop in bad data hanging the page.
    while (node && !path.includes(node)) {
      path.unshift(node);
      node = node.parent === null ? undefined : byId.get(node.parent);
    }
    const under = (parent: number | null) => categories.filter((category) => category.parent === parent);
    const levels: CategoryLevel[] = [
      { parent: null, categories: under(null), chosen: path[0] },
      ...path.map((parent, depth) => ({ parent, categories: under(parent.id), chosen: path[depth + 1] })),
    ].filter((level) => level.categories.length > 0);
    return { path, chosen: path.at(-1), levels };
  }, [data, categoryId, savedBreadcrumb]);

  const { path, chosen } = tree;
  useEffect(() => {
    if (categoryId === undefined && !filtered) remember(null);
    else if (!isPending)
      remember({ breadcrumb: path.map(({ id, name }) => ({ id, name })), parent: chosen?.parent ?? null, filtered });
  }, [categoryId, filtered, isPending, path, chosen]);

  return { ...tree, isPending };
}
