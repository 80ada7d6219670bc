import type { SiteConfig } from '../../platform/http/context.ts';

const company = {
  supportPhone: '+45 70 20 30 40',
  supportEmail: 'support@nordlys.example',
  /** Written out in the reader's language (platform/i18n/site-contact.ts): `Man.–fre. kl. 9.00–16.00 (dansk tid)`. */
  openingHours: 'Mo-Fr 09:00-16:00 Europe/Copenhagen',
  /** The last part is the country's ISO code, named in the reader's language. */
  companyAddress: 'Nordlys ApS, Vesterbrogade 12, 1620 København V, DK',
  publicVapidKey: null,
  disabledEvents: false,
  disabledLodges: false,
  language: 'en-GB' as const,
  blurPictureValue: 20,
  chatHostnames: ['chat.nordlys.example'],
};

/** The regular site (id 1) and the dark site (id 2); locally the dark one is http://dark.localhost:3000. */
export const demoSites: SiteConfig[] = [
  {
    ...company,
    id: 1,
    name: 'Nordlys',
    systemName: 'nordlys',
    dark: false,
    machineName: 'regular',
    hostnames: ['localhost', '127.0.0.1', 'nordlys.example', 'www.nordlys.example'],
    origin: 'http://localhost:3000',
    genderColours: { male: '#2b6cb0', female: '#b83280', couple: '#6b46c1', transsexual: '#2c7a7b' },
    themeColour: '#0f766e',
  },
  {
    ...company,
    id: 2,
    name: 'Nordlys Nights',
    systemName: 'nordlys-nights',
    dark: true,
    machineName: 'dark',
    hostnames: ['dark.localhost', 'nights.nordlys.example'],
    origin: 'http://dark.localhost:3000',
    genderColours: { male: '#63b3ed', female: '#f687b3', couple: '#b794f4', transsexual: '#4fd1c5' },
    themeColour: '#c2410c',
  },
];
