import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startKeepAlive } from './lib/keep-alive.ts';

type Loader = () => Promise<{ default: ComponentType<object> }>;

/** One lazy import per island, so a page downloads only the islands it shows. */
const loaders: Record<string, Loader> = {
  CookieConsent: () => import('./CookieConsent/index.tsx') as Promise<{ default: ComponentType<object> }>,
  PasskeyLogon: () => import('./PasskeyLogon/index.tsx') as Promise<{ default: ComponentType<object> }>,
  PasskeyManager: () => import('./PasskeyManager/index.tsx') as Promise<{ default: ComponentType<object> }>,
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
startKeepAlive();
