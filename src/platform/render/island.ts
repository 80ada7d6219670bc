import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { serverWidgets } from '../../../widgets/server.ts';

type WidgetName = keyof typeof serverWidgets;

/**
 * Renders a React island to HTML on the server and embeds its props for hydration by widgets/client.ts.
 * Props are JSON, escaped for an HTML attribute.
 */
export function island(name: WidgetName, props: object): string {
  const Component = serverWidgets[name] as ComponentType<object>;
  const html = renderToString(createElement(Component, props));
  return `<div data-island="${name}" data-props="${escapeAttr(JSON.stringify(props))}">${html}</div>`;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
