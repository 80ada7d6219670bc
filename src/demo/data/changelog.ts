import type { ChangelogDaySeed } from './types.ts';

/** Demo changelog, oldest day first. Bodies use the body text markup of types.ts. */
export const changelogDays: ChangelogDaySeed[] = [
  {
    day: '2026-08-04',
    items: [
      {
        title: {
          'en-GB': 'Log in with a passkey',
          'da-DK': 'Log ind med en adgangsnøgle',
          'nb-NO': 'Logg inn med passnøkkel',
          'sv-SE': 'Logga in med lösennyckel',
        },
        body: {
          'en-GB': 'You can now log in with a passkey instead of a password, using your fingerprint, face or device PIN. Add one under Settings › Security on your phone or computer.',
          'da-DK': 'Du kan nu logge ind med en adgangsnøgle i stedet for en adgangskode – med dit fingeraftryk, dit ansigt eller pinkoden på din enhed. Tilføj en under Indstillinger › Sikkerhed på din telefon eller computer.',
          'nb-NO': 'Nå kan du logge inn med en passnøkkel i stedet for passord – med fingeravtrykk, ansiktsgjenkjenning eller PIN-koden på enheten. Legg til en under Innstillinger › Sikkerhet på telefonen eller datamaskinen.',
          'sv-SE': 'Nu kan du logga in med en lösennyckel i stället för ett lösenord – med fingeravtryck, ansiktsigenkänning eller enhetens pinkod. Lägg till en under Inställningar › Säkerhet i mobilen eller datorn.',
        },
      },
      {
        title: {
          'en-GB': 'Security settings in one place',
          'da-DK': 'Sikkerhedsindstillingerne samlet ét sted',
          'nb-NO': 'Sikkerhetsinnstillingene samlet på ett sted',
          'sv-SE': 'Säkerhetsinställningarna samlade på ett ställe',
        },
        body: {
          'en-GB': 'Two-factor authentication, passkeys and your active sessions are now gathered on one page, so it is easier to see how your account is protected.',
          'da-DK': 'Totrinsbekræftelse, adgangsnøgler og dine aktive sessioner er nu samlet på én side, så det er lettere at se, hvordan din konto er beskyttet.',
          'nb-NO': 'Tofaktorautentisering, passnøkler og de aktive øktene dine er nå samlet på én side, så det er lettere å se hvordan kontoen din er beskyttet.',
          'sv-SE': 'Tvåfaktorsautentisering, lösennycklar och dina aktiva sessioner finns nu samlade på en sida, så att det blir lättare att se hur ditt konto är skyddat.',
        },
      },
    ],
  },
  {
    day: '2026-08-26',
    items: [
      {
        title: { 'en-GB': 'Faster search', 'da-DK': 'Hurtigere søgning', 'nb-NO': 'Raskere søk', 'sv-SE': 'Snabbare sökning' },
        body: {
          'en-GB': 'Search results now appear noticeably faster, even when you combine many filters. Scrolling through long lists of results is smoother too.',
          'da-DK': 'Søgeresultaterne vises nu markant hurtigere, også når du kombinerer mange filtre. Det er også blevet lettere at scrolle gennem lange resultatlister.',
          'nb-NO': 'Søkeresultatene vises nå merkbart raskere, også når du kombinerer mange filtre. Det går også lettere å bla gjennom lange resultatlister.',
          'sv-SE': 'Sökresultaten visas nu märkbart snabbare, även när du kombinerar många filter. Det går också smidigare att bläddra i långa resultatlistor.',
        },
      },
      {
        title: {
          'en-GB': 'Save your searches',
          'da-DK': 'Gem dine søgninger',
          'nb-NO': 'Lagre søkene dine',
          'sv-SE': 'Spara dina sökningar',
        },
        body: {
          'en-GB': 'Save a search with your favourite filters and run it again with a single click.',
          'da-DK': 'Gem en søgning med dine foretrukne filtre, og kør den igen med et enkelt klik.',
          'nb-NO': 'Lagre et søk med favorittfiltrene dine, og kjør det på nytt med ett klikk.',
          'sv-SE': 'Spara en sökning med dina favoritfilter och kör den igen med ett enda klick.',
        },
      },
    ],
  },
  {
    day: '2026-09-15',
    items: [
      {
        title: {
          'en-GB': 'New cookie choices',
          'da-DK': 'Nye cookievalg',
          'nb-NO': 'Nye valg for informasjonskapsler',
          'sv-SE': 'Nya cookieval',
        },
        body: {
          'en-GB': 'You now choose for yourself which cookie categories you accept: necessary, preferences, statistics and marketing. Embedded videos stay blocked until you accept marketing cookies.',
          'da-DK': 'Du vælger nu selv, hvilke cookiekategorier du accepterer: nødvendige, præferencer, statistik og marketing. Indlejrede videoer forbliver blokeret, indtil du accepterer marketingcookies.',
          'nb-NO': 'Nå velger du selv hvilke kategorier av informasjonskapsler du godtar: nødvendige, preferanser, statistikk og markedsføring. Innebygde videoer er blokkert til du godtar informasjonskapsler for markedsføring.',
          'sv-SE': 'Nu väljer du själv vilka cookiekategorier du godkänner: nödvändiga, preferenser, statistik och marknadsföring. Inbäddade videor förblir blockerade tills du godkänner marknadsföringscookies.',
        },
      },
      {
        title: {
          'en-GB': 'Cookie settings at the bottom of every page',
          'da-DK': 'Cookieindstillinger nederst på hver side',
          'nb-NO': 'Innstillinger for informasjonskapsler nederst på hver side',
          'sv-SE': 'Cookieinställningar längst ned på varje sida',
        },
        body: {
          'en-GB': 'Changed your mind? Use the new ‘Cookie settings’ link at the bottom of every page to update your choice at any time.',
          'da-DK': 'Har du skiftet mening? Brug det nye link »Cookieindstillinger« nederst på hver side til at ændre dit valg når som helst.',
          'nb-NO': 'Har du ombestemt deg? Bruk den nye lenken «Innstillinger for informasjonskapsler» nederst på hver side for å endre valget ditt når som helst.',
          'sv-SE': 'Har du ändrat dig? Använd den nya länken ”Cookieinställningar” längst ned på varje sida för att ändra ditt val när som helst.',
        },
      },
    ],
  },
  {
    day: '2026-10-06',
    items: [
      {
        title: { 'en-GB': 'Dark mode', 'da-DK': 'Mørkt tema', 'nb-NO': 'Mørkt tema', 'sv-SE': 'Mörkt läge' },
        body: {
          'en-GB': 'Nordlys now has a dark theme that is easier on the eyes in the evening. Choose it under Settings › Appearance, or let it follow your device’s setting.',
          'da-DK': 'Nordlys har nu et mørkt tema, som er mere skånsomt for øjnene om aftenen. Vælg det under Indstillinger › Udseende, eller lad det følge indstillingen på din enhed.',
          'nb-NO': 'Nordlys har nå et mørkt tema som er mer skånsomt for øynene om kvelden. Velg det under Innstillinger › Utseende, eller la det følge innstillingen på enheten din.',
          'sv-SE': 'Nordlys har nu ett mörkt tema som är skonsammare för ögonen på kvällen. Välj det under Inställningar › Utseende, eller låt det följa inställningen på din enhet.',
        },
      },
    ],
  },
  {
    day: '2026-10-28',
    items: [
      {
        title: {
          'en-GB': 'New and updated FAQ',
          'da-DK': 'Nye og opdaterede spørgsmål og svar',
          'nb-NO': 'Nye og oppdaterte spørsmål og svar',
          'sv-SE': 'Nya och uppdaterade vanliga frågor',
        },
        body: {
          'en-GB': 'We have rewritten our FAQ in all four languages, with new answers about membership, safety and privacy.',
          'da-DK': 'Vi har skrevet vores ofte stillede spørgsmål om på alle fire sprog, med nye svar om medlemskab, sikkerhed og privatliv.',
          'nb-NO': 'Vi har skrevet om spørsmål og svar på alle fire språk, med nye svar om medlemskap, sikkerhet og personvern.',
          'sv-SE': 'Vi har skrivit om våra vanliga frågor på alla fyra språken, med nya svar om medlemskap, säkerhet och integritet.',
        },
      },
      {
        title: {
          'en-GB': 'Easier reporting',
          'da-DK': 'Lettere at anmelde',
          'nb-NO': 'Enklere å rapportere',
          'sv-SE': 'Enklare att anmäla',
        },
        body: {
          'en-GB': 'When you report a profile or a message, you can now choose a reason and add a comment. This helps our moderators act faster.',
          'da-DK': 'Når du anmelder en profil eller en besked, kan du nu vælge en årsag og tilføje en kommentar. Det hjælper vores moderatorer med at reagere hurtigere.',
          'nb-NO': 'Når du rapporterer en profil eller en melding, kan du nå velge en årsak og legge til en kommentar. Det hjelper moderatorene våre å reagere raskere.',
          'sv-SE': 'När du anmäler en profil eller ett meddelande kan du nu välja en anledning och lägga till en kommentar. Det hjälper våra moderatorer att agera snabbare.',
        },
      },
    ],
  },
  {
    day: '2026-11-17',
    items: [
      {
        title: {
          'en-GB': 'Events in lodges',
          'da-DK': 'Arrangementer i lodges',
          'nb-NO': 'Arrangementer i lodges',
          'sv-SE': 'Evenemang i lodges',
        },
        body: {
          'en-GB': 'Lodges can now create events with a date, a place and a guest list. Lodge members are notified when a new event is posted.',
          'da-DK': 'Lodges kan nu oprette arrangementer med dato, sted og gæsteliste. Medlemmerne af en lodge får besked, når der bliver slået et nyt arrangement op.',
          'nb-NO': 'Lodges kan nå opprette arrangementer med dato, sted og gjesteliste. Medlemmene i en lodge får varsel når et nytt arrangement blir lagt ut.',
          'sv-SE': 'Lodges kan nu skapa evenemang med datum, plats och gästlista. Medlemmarna i en lodge får en avisering när ett nytt evenemang läggs upp.',
        },
      },
      {
        title: {
          'en-GB': 'Improvements to QuickScor',
          'da-DK': 'Forbedringer af QuickScor',
          'nb-NO': 'Forbedringer i QuickScor',
          'sv-SE': 'Förbättringar i QuickScor',
        },
        body: {
          'en-GB': 'QuickScor now shows you fewer profiles you have already seen, and you can undo your last choice.',
          'da-DK': 'QuickScor viser dig nu færre profiler, du allerede har set, og du kan fortryde dit seneste valg.',
          'nb-NO': 'QuickScor viser deg nå færre profiler du allerede har sett, og du kan angre det siste valget ditt.',
          'sv-SE': 'QuickScor visar nu färre profiler som du redan har sett, och du kan ångra ditt senaste val.',
        },
      },
      {
        title: {
          'en-GB': 'Nordlys Nights: a new guide to safe play',
          'da-DK': 'Nordlys Nights: ny guide til sikker leg',
          'nb-NO': 'Nordlys Nights: ny guide til trygg lek',
          'sv-SE': 'Nordlys Nights: ny guide till trygg lek',
        },
        body: {
          'en-GB': 'Nordlys Nights has a new guide to consent, limits, safewords and aftercare. You will find it under ‘Safe play’.',
          'da-DK': 'Nordlys Nights har fået en ny guide om samtykke, grænser, safewords og aftercare. Du finder den under »Sikker leg«.',
          'nb-NO': 'Nordlys Nights har fått en ny guide om samtykke, grenser, safeword og aftercare. Du finner den under «Trygg lek».',
          'sv-SE': 'Nordlys Nights har fått en ny guide om samtycke, gränser, stoppord och aftercare. Du hittar den under ”Trygg lek”.',
        },
      },
    ],
  },
];
