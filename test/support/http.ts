import request from 'supertest';
import type { Express } from 'express';
import { testApp } from './context.ts';

export type Agent = ReturnType<typeof request.agent>;

/** A browser-like client: keeps cookies, reads the CSRF token from a page's form (a member's), posts forms with it. */
export function browser(host?: string, app: Express = testApp()): Agent & { csrf: (path?: string) => Promise<string>; postForm: (path: string, form: Record<string, unknown>) => request.Test } {
  const agent = request.agent(app) as Agent & { csrf: (path?: string) => Promise<string>; postForm: (path: string, form: Record<string, unknown>) => request.Test };
  if (host) agent.set('Host', host);
  let token = '';
  agent.csrf = async (path = '/LogOn') => {
    const page = await agent.get(path);
    // A logged-on profile's pages carry a token; a visitor's carry none (their posts are checked by origin).
    const found = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? /<meta name="csrf-token" content="([^"]+)"/.exec(page.text)?.[1];
    token = found ?? '';
    return token;
  };
  agent.postForm = (path, form) => agent.post(path).type('form').send({ _csrf: token, ...form });
  return agent;
}
