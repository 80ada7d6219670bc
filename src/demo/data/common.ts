import type { ContentTokenSeed, CountrySeed, GlossarySeed, NewsTickerSeed } from './types.ts';

/**
 * Countries and areas in display order. Areas are listed in the order they should be shown,
 * with level-2 areas directly after their level-1 parent. Area names are the local, official names.
 */
export const countries: CountrySeed[] = [
  {
    code: 'DK',
    name: { 'en-GB': 'Denmark', 'da-DK': 'Danmark', 'nb-NO': 'Danmark', 'sv-SE': 'Danmark' },
    areas: [
      { name: 'Region Hovedstaden', nestingLevel: 1 },
      { name: 'Frederiksberg', nestingLevel: 2 },
      { name: 'Gentofte', nestingLevel: 2 },
      { name: 'Helsingør', nestingLevel: 2 },
      { name: 'København', nestingLevel: 2 },
      { name: 'Lyngby-Taarbæk', nestingLevel: 2 },
      { name: 'Region Midtjylland', nestingLevel: 1 },
      { name: 'Region Nordjylland', nestingLevel: 1 },
      { name: 'Region Sjælland', nestingLevel: 1 },
      { name: 'Region Syddanmark', nestingLevel: 1 },
    ],
  },
  {
    code: 'NO',
    name: { 'en-GB': 'Norway', 'da-DK': 'Norge', 'nb-NO': 'Norge', 'sv-SE': 'Norge' },
    areas: [
      { name: 'Akershus', nestingLevel: 1 },
      { name: 'Oslo', nestingLevel: 1 },
      { name: 'Rogaland', nestingLevel: 1 },
      { name: 'Trøndelag', nestingLevel: 1 },
      { name: 'Vestland', nestingLevel: 1 },
    ],
  },
  {
    code: 'SE',
    name: { 'en-GB': 'Sweden', 'da-DK': 'Sverige', 'nb-NO': 'Sverige', 'sv-SE': 'Sverige' },
    areas: [
      { name: 'Jönköpings län', nestingLevel: 1 },
      { name: 'Skåne län', nestingLevel: 1 },
      { name: 'Stockholms län', nestingLevel: 1 },
      { name: 'Uppsala län', nestingLevel: 1 },
      { name: 'Västra Götalands län', nestingLevel: 1 },
      { name: 'Östergötlands län', nestingLevel: 1 },
    ],
  },
  {
    code: 'GB',
    name: { 'en-GB': 'United Kingdom', 'da-DK': 'Storbritannien', 'nb-NO': 'Storbritannia', 'sv-SE': 'Storbritannien' },
    areas: [
      { name: 'England', nestingLevel: 1 },
      { name: 'Greater London', nestingLevel: 2 },
      { name: 'Greater Manchester', nestingLevel: 2 },
      { name: 'West Midlands', nestingLevel: 2 },
      { name: 'West Yorkshire', nestingLevel: 2 },
      { name: 'Scotland', nestingLevel: 1 },
      { name: 'City of Edinburgh', nestingLevel: 2 },
      { name: 'Glasgow City', nestingLevel: 2 },
      { name: 'Wales', nestingLevel: 1 },
      { name: 'Cardiff', nestingLevel: 2 },
      { name: 'Northern Ireland', nestingLevel: 1 },
      { name: 'Belfast', nestingLevel: 2 },
    ],
  },
];

/** Glossary: eight terms for Nordlys (site 1), the words of its log-on, profile and list pages; eight for Nordlys Nights (site 2). */
export const glossary: GlossarySeed[] = [
  {
    siteId: 1,
    term: { 'en-GB': 'Profile name', 'da-DK': 'Profilnavn', 'nb-NO': 'Profilnavn', 'sv-SE': 'Profilnamn' },
    definition: {
      'en-GB': 'The name others know you by on Nordlys: 3–30 letters or digits. You can log on with it instead of your e-mail address, and change it under Settings.',
      'da-DK': 'Det navn, andre kender dig under på Nordlys: 3–30 bogstaver eller tal. Du kan logge ind med det i stedet for din e-mailadresse og skifte det under Indstillinger.',
      'nb-NO': 'Navnet andre kjenner deg under på Nordlys: 3–30 bokstaver eller sifre. Du kan logge inn med det i stedet for e-postadressen din og endre det under Innstillinger.',
      'sv-SE': 'Namnet som andra känner dig under på Nordlys: 3–30 bokstäver eller siffror. Du kan logga in med det i stället för din e-postadress och ändra det under Inställningar.',
    },
  },
  {
    siteId: 1,
    term: { 'en-GB': 'Passkey', 'da-DK': 'Adgangsnøgle', 'nb-NO': 'Tilgangsnøkkel', 'sv-SE': 'Lösennyckel' },
    definition: {
      'en-GB': 'A secure way to log on without a password, using your fingerprint, face or screen lock. A passkey cannot be guessed and does not work on fake websites.',
      'da-DK': 'En sikker måde at logge ind på uden adgangskode – med dit fingeraftryk, dit ansigt eller din skærmlås. En adgangsnøgle kan ikke gættes og virker ikke på falske hjemmesider.',
      'nb-NO': 'En sikker måte å logge inn på uten passord – med fingeravtrykk, ansikt eller skjermlås. En tilgangsnøkkel kan ikke gjettes og virker ikke på falske nettsteder.',
      'sv-SE': 'Ett säkert sätt att logga in utan lösenord – med fingeravtryck, ansikte eller skärmlås. En lösennyckel går inte att gissa och fungerar inte på falska webbplatser.',
    },
  },
  {
    siteId: 1,
    term: {
      'en-GB': 'Two-factor log-on',
      'da-DK': 'Totrinsbekræftelse',
      'nb-NO': 'Tofaktorautentisering',
      'sv-SE': 'Tvåfaktorsautentisering',
    },
    definition: {
      'en-GB': 'Extra protection for your profile: as well as your password, you enter a code from an authenticator app on your phone every time you log on.',
      'da-DK': 'Ekstra beskyttelse af din profil: Ud over din adgangskode indtaster du en kode fra en godkendelsesapp på din telefon, hver gang du logger ind.',
      'nb-NO': 'Ekstra beskyttelse av profilen din: I tillegg til passordet skriver du inn en kode fra en autentiseringsapp på telefonen hver gang du logger inn.',
      'sv-SE': 'Extra skydd för din profil: utöver lösenordet anger du en kod från en autentiseringsapp på telefonen varje gång du loggar in.',
    },
  },
  {
    siteId: 1,
    term: { 'en-GB': 'Recovery code', 'da-DK': 'Gendannelseskode', 'nb-NO': 'Gjenopprettingskode', 'sv-SE': 'Återställningskod' },
    definition: {
      'en-GB': 'One of ten codes you get when you turn on two-factor log-on. Each works once, instead of a code from the app, for example if you lose your phone.',
      'da-DK': 'En af de ti koder, du får, når du slår totrinsbekræftelse til. Hver kode virker én gang i stedet for en kode fra appen, fx hvis du mister din telefon.',
      'nb-NO': 'En av de ti kodene du får når du slår på tofaktorautentisering. Hver kode virker én gang i stedet for en kode fra appen, for eksempel hvis du mister telefonen.',
      'sv-SE': 'En av de tio koder du får när du slår på tvåfaktorsautentisering. Varje kod fungerar en gång i stället för en kod från appen, till exempel om du tappar bort telefonen.',
    },
  },
  {
    siteId: 1,
    term: { 'en-GB': 'Couple profile', 'da-DK': 'Parprofil', 'nb-NO': 'Parprofil', 'sv-SE': 'Parprofil' },
    definition: {
      'en-GB': 'A shared profile for two people in a relationship. Both partners must agree to it and be 18 or older.',
      'da-DK': 'En fælles profil for to personer i et parforhold. Begge skal være enige om den og være fyldt 18 år.',
      'nb-NO': 'En felles profil for to personer i et parforhold. Begge må være enige om den og ha fylt 18 år.',
      'sv-SE': 'En gemensam profil för två personer i ett parförhållande. Båda måste vara överens om den och ha fyllt 18 år.',
    },
  },
  {
    siteId: 1,
    term: { 'en-GB': 'Nordlys Nights', 'da-DK': 'Nordlys Nights', 'nb-NO': 'Nordlys Nights', 'sv-SE': 'Nordlys Nights' },
    definition: {
      'en-GB': 'Our sister site for adults with an interest in kink. You use the same profile there: choose ‘Go to our sister site’ in the menu.',
      'da-DK': 'Vores søstersite for voksne med interesse for kink. Du bruger den samme profil dér: Vælg »Gå til vores søstersite« i menuen.',
      'nb-NO': 'Søsternettstedet vårt for voksne med interesse for kink. Du bruker den samme profilen der: Velg «Gå til søsternettstedet vårt» i menyen.',
      'sv-SE': 'Vår systersajt för vuxna med intresse för kink. Du använder samma profil där: välj ”Gå till vår systersajt” i menyn.',
    },
  },
  {
    siteId: 1,
    term: { 'en-GB': 'Favourites', 'da-DK': 'Favoritter', 'nb-NO': 'Favoritter', 'sv-SE': 'Favoriter' },
    definition: {
      'en-GB': 'Profiles you have saved so that you can find them again quickly. You see your favourites, and which of them are online, under ‘Favourites’ in the menu.',
      'da-DK': 'Profiler, du har gemt, så du hurtigt kan finde dem igen. Du ser dine favoritter, og hvem af dem der er online, under »Favoritter« i menuen.',
      'nb-NO': 'Profiler du har lagret, så du raskt finner dem igjen. Du ser favorittene dine, og hvem av dem som er online, under «Favoritter» i menyen.',
      'sv-SE': 'Profiler som du har sparat för att snabbt hitta dem igen. Du ser dina favoriter, och vilka av dem som är online, under ”Favoriter” i menyn.',
    },
  },
  {
    siteId: 1,
    term: { 'en-GB': 'Blocked profile', 'da-DK': 'Blokeret profil', 'nb-NO': 'Blokkert profil', 'sv-SE': 'Blockerad profil' },
    definition: {
      'en-GB': 'A profile you have blocked no longer sees your profile, and you no longer see theirs. You can unblock it under ‘Blocked profiles’ in the menu.',
      'da-DK': 'En profil, du har blokeret, kan ikke længere se din profil, og du ser ikke længere dens. Du kan fjerne blokeringen under »Blokerede profiler« i menuen.',
      'nb-NO': 'En profil du har blokkert, ser ikke lenger profilen din, og du ser ikke lenger den. Du kan oppheve blokkeringen under «Blokkerte profiler» i menyen.',
      'sv-SE': 'En profil som du har blockerat ser inte längre din profil, och du ser inte längre den. Du kan häva blockeringen under ”Blockerade profiler” i menyn.',
    },
  },
  {
    siteId: 2,
    term: { 'en-GB': 'Aftercare', 'da-DK': 'Aftercare', 'nb-NO': 'Aftercare', 'sv-SE': 'Aftercare' },
    definition: {
      'en-GB': 'The care you give each other after a scene: talking, closeness, a glass of water or simply some quiet time. It helps everyone come back down safely.',
      'da-DK': 'Den omsorg, I giver hinanden efter en scene: en snak, nærhed, et glas vand eller bare lidt ro. Den hjælper alle med at lande trygt igen.',
      'nb-NO': 'Omsorgen dere gir hverandre etter en scene: en prat, nærhet, et glass vann eller bare litt ro. Den hjelper alle å lande trygt igjen.',
      'sv-SE': 'Omsorgen ni ger varandra efter en scen: ett samtal, närhet, ett glas vatten eller bara lite lugn. Den hjälper alla att landa tryggt igen.',
    },
  },
  {
    siteId: 2,
    term: { 'en-GB': 'Safeword', 'da-DK': 'Safeword', 'nb-NO': 'Safeword', 'sv-SE': 'Stoppord' },
    definition: {
      'en-GB': 'An agreed word or signal that stops what is happening immediately. A safeword must always be respected, without discussion.',
      'da-DK': 'Et aftalt ord eller tegn, der stopper det, der sker, med det samme. Et safeword skal altid respekteres – uden diskussion.',
      'nb-NO': 'Et avtalt ord eller tegn som stopper det som skjer, umiddelbart. Et safeword skal alltid respekteres – uten diskusjon.',
      'sv-SE': 'Ett överenskommet ord eller tecken som direkt avbryter det som händer. Ett stoppord ska alltid respekteras – utan diskussion.',
    },
  },
  {
    siteId: 2,
    term: { 'en-GB': 'Consent', 'da-DK': 'Samtykke', 'nb-NO': 'Samtykke', 'sv-SE': 'Samtycke' },
    definition: {
      'en-GB': 'A clear, voluntary and informed yes from everyone involved. Consent can be withdrawn at any time, and a yes to one thing is not a yes to everything.',
      'da-DK': 'Et klart, frivilligt og informeret ja fra alle involverede. Samtykke kan altid trækkes tilbage, og et ja til én ting er ikke et ja til alt.',
      'nb-NO': 'Et tydelig, frivillig og informert ja fra alle som er involvert. Samtykke kan når som helst trekkes tilbake, og et ja til én ting er ikke et ja til alt.',
      'sv-SE': 'Ett tydligt, frivilligt och informerat ja från alla inblandade. Samtycke kan när som helst återkallas, och ett ja till en sak är inte ett ja till allt.',
    },
  },
  {
    siteId: 2,
    term: { 'en-GB': 'Dom/sub', 'da-DK': 'Dom/sub', 'nb-NO': 'Dom/sub', 'sv-SE': 'Dom/sub' },
    definition: {
      'en-GB': 'Short for dominant and submissive: a dynamic in which one person takes the lead and the other chooses to hand over control, within limits both have agreed on.',
      'da-DK': 'Forkortelse for dominant og submissiv: en dynamik, hvor den ene tager styringen, og den anden vælger at give kontrollen fra sig – inden for grænser, som begge har aftalt.',
      'nb-NO': 'Forkortelse for dominant og submissiv: en dynamikk der den ene tar styringen og den andre velger å gi fra seg kontrollen – innenfor grenser som begge har avtalt.',
      'sv-SE': 'Förkortning för dominant och undergiven: en dynamik där den ena tar ledningen och den andra väljer att lämna över kontrollen – inom gränser som båda har kommit överens om.',
    },
  },
  {
    siteId: 2,
    term: { 'en-GB': 'Limits', 'da-DK': 'Grænser', 'nb-NO': 'Grenser', 'sv-SE': 'Gränser' },
    definition: {
      'en-GB': 'The things a person does not want to do. Hard limits are never up for negotiation; soft limits are things someone is hesitant about but may be willing to discuss.',
      'da-DK': 'Det, en person ikke ønsker at gøre. Hårde grænser kan aldrig forhandles; bløde grænser er ting, man er tøvende over for, men måske gerne vil tale om.',
      'nb-NO': 'Det en person ikke ønsker å gjøre. Harde grenser er aldri til forhandling; myke grenser er ting man er usikker på, men kanskje vil snakke om.',
      'sv-SE': 'Det som en person inte vill göra. Hårda gränser går aldrig att förhandla om; mjuka gränser är sådant man tvekar inför men kanske kan tänka sig att prata om.',
    },
  },
  {
    siteId: 2,
    term: { 'en-GB': 'Munch', 'da-DK': 'Munch', 'nb-NO': 'Munch', 'sv-SE': 'Munch' },
    definition: {
      'en-GB': 'A relaxed social meet-up for people interested in kink, usually at an ordinary café or bar. No dress code and no play, just good conversation.',
      'da-DK': 'Et afslappet, socialt træf for folk med interesse for kink, som regel på en helt almindelig café eller bar. Ingen dresscode og ingen leg – bare gode samtaler.',
      'nb-NO': 'Et avslappet, sosialt treff for folk med interesse for kink, vanligvis på en helt vanlig kafé eller bar. Ingen kleskode og ingen lek – bare gode samtaler.',
      'sv-SE': 'En avslappnad, social träff för personer med intresse för kink, oftast på ett helt vanligt kafé eller en bar. Ingen klädkod och ingen lek – bara trevliga samtal.',
    },
  },  {
    siteId: 2,
    term: { 'en-GB': 'Relation', 'da-DK': 'Relation', 'nb-NO': 'Relasjon', 'sv-SE': 'Relation' },
    definition: {
      'en-GB': 'A link between two profiles, such as partner, play partner or friend, shown on both profiles. Ask for one on the Relations tab of the other profile; it shows once they accept. You answer requests and change your relations under ‘Your relations’ when you edit your profile.',
      'da-DK': 'En forbindelse mellem to profiler, fx partner, legepartner eller ven, som vises på begge profiler. Du beder om en på fanen Relationer på den anden profil; den vises, når den anden har accepteret. Du besvarer anmodninger og ændrer dine relationer under »Dine relationer«, når du redigerer din profil.',
      'nb-NO': 'En forbindelse mellom to profiler, for eksempel partner, lekepartner eller venn, som vises på begge profilene. Du ber om en på fanen Relasjoner på den andre profilen; den vises når den andre har godtatt. Du svarer på forespørsler og endrer relasjonene dine under «Relasjonene dine» når du redigerer profilen din.',
      'sv-SE': 'En koppling mellan två profiler, till exempel partner, lekpartner eller vän, som visas på båda profilerna. Du ber om en på fliken Relationer på den andra profilen; den visas när den andra har godkänt. Du svarar på förfrågningar och ändrar dina relationer under ”Dina relationer” när du redigerar din profil.',
    },
  },
  {
    siteId: 2,
    term: { 'en-GB': 'Scene', 'da-DK': 'Scene', 'nb-NO': 'Scene', 'sv-SE': 'Scen' },
    definition: {
      'en-GB': 'A planned time of play between people who have agreed on roles, limits and a safeword beforehand, followed by aftercare.',
      'da-DK': 'En planlagt stund med leg mellem mennesker, der på forhånd er blevet enige om roller, grænser og et safeword, efterfulgt af aftercare.',
      'nb-NO': 'En planlagt stund med lek mellom mennesker som på forhånd er blitt enige om roller, grenser og et safeword, etterfulgt av aftercare.',
      'sv-SE': 'En planerad stund av lek mellan personer som i förväg har kommit överens om roller, gränser och ett stoppord, följd av aftercare.',
    },
  },
];

/** One news ticker line per site. */
export const newsTicker: NewsTickerSeed[] = [
  {
    siteId: 1,
    text: {
      'en-GB': 'New: log on with a passkey and give your profile extra protection. You will find it under Settings › Security.',
      'da-DK': 'Nyhed: Log ind med en adgangsnøgle, og giv din profil ekstra beskyttelse. Du finder det under Indstillinger › Sikkerhed.',
      'nb-NO': 'Nyhet: Logg inn med en tilgangsnøkkel og gi profilen din ekstra beskyttelse. Du finner det under Innstillinger › Sikkerhet.',
      'sv-SE': 'Nyhet: Logga in med en lösennyckel och ge din profil extra skydd. Du hittar det under Inställningar › Säkerhet.',
    },
  },
  {
    siteId: 2,
    text: {
      'en-GB': 'New on Nordlys Nights: our guide to safe play, with advice on consent, safewords and aftercare.',
      'da-DK': 'Nyt på Nordlys Nights: vores guide til sikker leg med råd om samtykke, safewords og aftercare.',
      'nb-NO': 'Nytt på Nordlys Nights: vår guide til trygg lek, med råd om samtykke, safeword og aftercare.',
      'sv-SE': 'Nytt på Nordlys Nights: vår guide till trygg lek, med råd om samtycke, stoppord och aftercare.',
    },
  },
];

/** Short UI texts that editors can change without a deploy. */
export const contentTokens: ContentTokenSeed[] = [
  {
    key: 'frontpage.heroTitle',
    value: {
      'en-GB': 'Meet people who get you',
      'da-DK': 'Mød mennesker, der forstår dig',
      'nb-NO': 'Møt mennesker som forstår deg',
      'sv-SE': 'Träffa människor som förstår dig',
    },
  },
  {
    key: 'frontpage.heroText',
    value: {
      'en-GB': 'Nordlys is a community for adults in Scandinavia and the UK. Find love, friendship and good company – safely and on your own terms.',
      'da-DK': 'Nordlys er et fællesskab for voksne i Skandinavien og Storbritannien. Find kærlighed, venskab og godt selskab – trygt og på dine egne præmisser.',
      'nb-NO': 'Nordlys er et fellesskap for voksne i Skandinavia og Storbritannia. Finn kjærlighet, vennskap og godt selskap – trygt og på dine egne premisser.',
      'sv-SE': 'Nordlys är en gemenskap för vuxna i Skandinavien och Storbritannien. Hitta kärlek, vänskap och gott sällskap – tryggt och på dina egna villkor.',
    },
  },
  {
    key: 'frontpage.ctaCreate',
    value: {
      'en-GB': 'Create a free profile',
      'da-DK': 'Opret en gratis profil',
      'nb-NO': 'Opprett en gratis profil',
      'sv-SE': 'Skapa en gratis profil',
    },
  },
  {
    key: 'frontpage.ctaLogin',
    value: { 'en-GB': 'Log on', 'da-DK': 'Log ind', 'nb-NO': 'Logg inn', 'sv-SE': 'Logga in' },
  },
  {
    key: 'support.ticketIntro',
    value: {
      'en-GB': 'Tell us what has happened and we will reply by e-mail, usually within one working day. Our support team is available Monday to Friday, 09:00–16:00 Danish time, at support@nordlys.example and on +45 70 20 30 40.',
      'da-DK': 'Fortæl os, hvad der er sket, så svarer vi på e-mail, som regel inden for én arbejdsdag. Kundeservice har åbent mandag–fredag kl. 9.00–16.00 på support@nordlys.example og +45 70 20 30 40.',
      'nb-NO': 'Fortell oss hva som har skjedd, så svarer vi på e-post, vanligvis innen én virkedag. Kundeservice er tilgjengelig mandag–fredag kl. 09.00–16.00 på support@nordlys.example og +45 70 20 30 40.',
      'sv-SE': 'Berätta vad som har hänt, så svarar vi via e-post, oftast inom en arbetsdag. Kundtjänst har öppet måndag–fredag kl. 09.00–16.00 på support@nordlys.example och +45 70 20 30 40.',
    },
  },
  {
    key: 'footer.ageNotice',
    value: {
      'en-GB': 'Members must be 18 or older.',
      'da-DK': 'Medlemmer skal være fyldt 18 år.',
      'nb-NO': 'Medlemmer må ha fylt 18 år.',
      'sv-SE': 'Medlemmar måste ha fyllt 18 år.',
    },
  },
  {
    key: 'footer.company',
    value: {
      'en-GB': 'Nordlys ApS · Vesterbrogade 12 · 1620 København V · Denmark',
      'da-DK': 'Nordlys ApS · Vesterbrogade 12 · 1620 København V · Danmark',
      'nb-NO': 'Nordlys ApS · Vesterbrogade 12 · 1620 København V · Danmark',
      'sv-SE': 'Nordlys ApS · Vesterbrogade 12 · 1620 København V · Danmark',
    },
  },
];
