import { z } from 'zod';
import { locales } from '../../platform/i18n/index.ts';
import { companyAddressPattern, isTimeZone, openingHoursPattern } from '../../platform/i18n/site-contact.ts';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const hostnameList = z
  .string()
  .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'host names such as chat.example.com, comma separated')));

/** `https://nordlys.example` or `http://localhost:3000`: scheme, host and port only, kept as URL.origin spells it. */
function bareOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  return bare && /^[a-z0-9.-]+$/.test(url.hostname) ? url.origin : null;
}
const origin = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parsed = bareOrigin(value);
    if (parsed === null) ctx.addIssue({ code: 'custom', message: 'an origin such as https://nordlys.example (scheme, host and port only)' });
    return parsed ?? z.NEVER;
  });

/** Stored in a form no language owns and written out in the reader's language (platform/i18n/site-contact.ts). */
const openingHours = z
  .string()
  .trim()
  .max(120)
  .regex(openingHoursPattern, 'opening hours like "Mo-Fr 09:00-16:00" (days Mo Tu We Th Fr Sa Su, spans comma separated), optionally followed by a time zone such as Europe/Copenhagen')
  .refine((v) => !/ \S+\/\S+$/.test(v) || isTimeZone(v.slice(v.lastIndexOf(' ') + 1)), 'an unknown time zone');
const companyAddress = z
  .string()
  .trim()
  .max(200)
  .regex(companyAddressPattern, 'an address whose last part is the two-letter country code, like "Nordlys ApS, Vesterbrogade 12, 1620 København V, DK"');

/** Settable site fields (admin `site:set <id> <key> <value>`): key → column and value parser. */
export const siteSettings = {
  name: { column: 'name', parse: z.string().trim().min(1).max(80) },
  supportPhone: { column: 'support_phone', parse: z.string().trim().max(40) },
  supportEmail: { column: 'support_email', parse: z.email() },
  openingHours: { column: 'opening_hours', parse: openingHours },
  companyAddress: { column: 'company_address', parse: companyAddress },
  publicVapidKey: { column: 'public_vapid_key', parse: z.string().trim().max(200) },
  disabledEvents: { column: 'disabled_events', parse: flag },
  disabledLodges: { column: 'disabled_lodges', parse: flag },
  language: { column: 'language', parse: z.enum(locales) },
  themeColour: { column: 'theme_colour', parse: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1e3a5f') },
  blurPictureValue: { column: 'blur_picture_value', parse: z.coerce.number().int().min(0).max(100) },
  hostnames: { column: 'hostnames', parse: hostnameList.pipe(z.array(z.string()).min(1)) },
  origin: { column: 'origin', parse: origin },
  chatHostnames: { column: 'chat_hostnames', parse: hostnameList },
} as const;

export type SiteSettingKey = keyof typeof siteSettings;
