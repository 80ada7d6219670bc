import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

type Loader = () => Promise<{ default: ComponentType<object> }>;

/**
 * React and the islands: the layout loads this only on pages that rendered an island. One lazy import per
 * island, so a page downloads only the islands it shows.
 */
const loaders: Record<string, Loader> = {
  PasskeyManager: () => import('./PasskeyManager/index.tsx') as Promise<{ default: ComponentType<object> }>,
  MediaUpload: () => import('./MediaUpload/index.tsx') as Promise<{ default: ComponentType<object> }>,
  Mail: () => import('./Mail/index.tsx') as Promise<{ default: ComponentType<object> }>,
  StartSections: () => import('./StartSections/index.tsx') as Promise<{ default: ComponentType<object> }>,
  MembershipPopup: () => import('./MembershipPopup/index.tsx') as Promise<{ default: ComponentType<object> }>,
  Comments: () => import('./Comments/index.tsx') as Promise<{ default: ComponentType<object> }>,
  BlogEditor: () => import('./BlogEditor/index.tsx') as Promise<{ default: ComponentType<object> }>,
};

async function hydrateIslands(): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    [...elements].map(async (el) => {
      const load = loaders[el.dataset.island ?? ''];
      if (!load) return;
      const { default: Component } = await load();
      const props = JSON.parse(el.dataset.props ?? '{}') as object;
      hydrateRoot(el, createElement(Component, props));
      el.dataset.hydrated = 'true';
    }),
  );
}

void hydrateIslands();
