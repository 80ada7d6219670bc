import type { Knex } from 'knex';
import type { Viewer } from '../auth/access.ts';
import type { Actor } from '../auth/actor.ts';
import type { Locale, Translate } from '../i18n/index.ts';
import type { Consent } from '../consent.ts';

/** The site configuration of spec §3, as the platform needs it; the sites module supplies it per Host. */
export type SiteConfig = {
  id: number;
  name: string;
  systemName: string;
  dark: boolean;
  machineName: string;
  hostnames: string[];
  /** The canonical scheme, host and port, e.g. `https://nordlys.example`: every absolute URL we hand out starts with it. */
  origin: string;
  /** Hosts of the chat site that log-on may redirect to. */
  chatHostnames: string[];
  supportPhone: string;
  supportEmail: string;
  openingHours: string;
  companyAddress: string;
  publicVapidKey: string | null;
  disabledEvents: boolean;
  disabledLodges: boolean;
  language: Locale;
  genderColours: Record<string, string>;
  themeColour: string;
  blurPictureValue: number;
};

/** Everything a handler may know about the request, filled in by the platform's middleware in order. */
export type RequestContext = {
  requestId: string;
  db: Knex;
  /** The site's canonical origin (`site.origin`), never the Host header, for links in e-mails and redirects. */
  origin: string;
  site: SiteConfig;
  locale: Locale;
  t: Translate;
  viewer: Express.User | null;
  /**
   * Who is asking, made once per request from the viewer and the site (and again only if the request logs a
   * profile on or off): the one value services, policies, extension points and islands receive.
   */
  readonly actor: Actor;
  consent: Consent;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User extends Viewer {
      name: string;
      language: string | null;
      /** The profile's security stamp when this session logged on; a changed stamp ends the session. */
      stamp: string;
    }
    interface Request {
      ctx: RequestContext;
    }
  }
}
