import type { Knex } from 'knex';
import type { SiteConfig } from '../../platform/http/context.ts';

type SiteRow = {
  id: number;
  name: string;
  system_name: string;
  dark: boolean;
  machine_name: string;
  hostnames: string[];
  origin: string;
  chat_hostnames: string[];
  support_phone: string;
  support_email: string;
  opening_hours: string;
  company_address: string;
  public_vapid_key: string | null;
  disabled_events: boolean;
  disabled_lodges: boolean;
  language: SiteConfig['language'];
  gender_colours: Record<string, string>;
  theme_colour: string;
  blur_picture_value: number;
};

const toSite = (r: SiteRow): SiteConfig => ({
  id: Number(r.id),
  name: r.name,
  systemName: r.system_name,
  dark: r.dark,
  machineName: r.machine_name,
  hostnames: r.hostnames,
  origin: r.origin,
  chatHostnames: r.chat_hostnames,
  supportPhone: r.support_phone,
  supportEmail: r.support_email,
  openingHours: r.opening_hours,
  companyAddress: r.company_address,
  publicVapidKey: r.public_vapid_key,
  disabledEvents: r.disabled_events,
  disabledLodges: r.disabled_lodges,
  language: r.language,
  genderColours: r.gender_colours,
  themeColour: r.theme_colour,
  blurPictureValue: r.blur_picture_value,
});

export async function findAllSites(db: Knex): Promise<SiteConfig[]> {
  const rows = await db<SiteRow>('sites').select('*').orderBy('id');
  return rows.map(toSite);
}

export async function upsertSite(db: Knex, site: SiteConfig): Promise<void> {
  await db('sites')
    .insert({
      id: site.id,
      name: site.name,
      system_name: site.systemName,
      dark: site.dark,
      machine_name: site.machineName,
      hostnames: site.hostnames,
      origin: site.origin,
      chat_hostnames: site.chatHostnames,
      support_phone: site.supportPhone,
      support_email: site.supportEmail,
      opening_hours: site.openingHours,
      company_address: site.companyAddress,
      public_vapid_key: site.publicVapidKey,
      disabled_events: site.disabledEvents,
      disabled_lodges: site.disabledLodges,
      language: site.language,
      gender_colours: JSON.stringify(site.genderColours),
      theme_colour: site.themeColour,
      blur_picture_value: site.blurPictureValue,
    })
    .onConflict('id')
    .ignore();
}

/** Sets one column; the caller has validated the column name and value. */
export async function updateSiteColumn(db: Knex, id: number, column: string, value: unknown): Promise<number> {
  return db('sites').where({ id }).update({ [column]: value, updated_at: db.fn.now() });
}
