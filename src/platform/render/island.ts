import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRegistry } from '../registry.ts';

/**
 * The islands the server can render, by name: the app registers its components at start-up (src/wiring.ts
 * registers widgets/server.ts's), so the platform renders any registered island without knowing the widgets.
 * In the browser widgets/islands.ts hydrates each by the same name.
 */
const islands = createRegistry<string, ComponentType<object>>('islands');

/** Registers an island's server component under its name (the folder widgets/<Name>/); returns the undo (tests). */
export const registerIsland = <P extends object>(name: string, component: ComponentType<P>) => islands.register(name, component as ComponentType<object>);

/** The registered islands' names. */
export const islandNames = (): string[] => islands.keys();

/**
 * Renders a React island to HTML on the server and embeds its props for hydration by widgets/islands.ts.
 * Props are JSON, escaped for an HTML attribute. An island nobody registered is a bug: it throws, naming it.
 */
export function island(name: string, props: object): string {
  const Component = islands.lookup(name);
  if (!Component) throw new Error(`Island "${name}" is not registered (registerIsland at start-up, src/wiring.ts)`);
  const html = renderToString(createElement(Component, props));
  return `<div data-island="${name}" data-props="${escapeAttr(JSON.stringify(props))}">${html}</div>`;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
