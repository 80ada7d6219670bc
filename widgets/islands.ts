import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * React and the islands: the layout loads this only on pages that rendered an island. An island is the folder
 * widgets/<Name>/ (the name the server rendered it under, widgets/server.ts); esbuild makes one chunk per
 * folder from the import below, so a page downloads only the islands it shows.
 */
const load = (name: string) => import(`./${name}/index.tsx`) as Promise<{ default: ComponentType<object> }>;

async function hydrateIslands(): Promise<void> {
  const elements = document.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    [...elements].map(async (el) => {
      const name = el.dataset.island ?? '';
      if (!/^[A-Z]\w*$/.test(name)) return;
      const { default: Component } = await load(name);
      const props = JSON.parse(el.dataset.props ?? '{}') as object;
      hydrateRoot(el, createElement(Component, props));
      el.dataset.hydrated = 'true';
    }),
  );
}

void hydrateIslands();
