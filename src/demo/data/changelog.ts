import type { ChangelogDaySeed } from './types.ts';

/**
 * Demo changelog, oldest day first. Bodies use the body text markup of types.ts. Every item describes
 * something the site does today, in the interface's words.
 */
export const changelogDays: ChangelogDaySeed[] = [
  {
    day: '2026-08-04',
    items: [
      {
        title: {
          'en-GB': 'Create your free profile',
          'da-DK': 'Opret din gratis profil',
          'nb-NO': 'Opprett en gratis profil',
          'sv-SE': 'Skapa din gratis profil',
        },
        body: {
          'en-GB': 'You can now [create a profile](/Create) for yourself, or a couple profile for the two of you. Choose a profile name, confirm your e-mail address with the link we send you, and log on with your profile name or your e-mail address.',
          'da-DK': 'Nu kan du [oprette en profil](/Create) til dig selv eller en parprofil til jer to. Vælg et profilnavn, bekræft din e-mailadresse med det link, vi sender dig, og log ind med dit profilnavn eller din e-mailadresse.',
          'nb-NO': 'Nå kan du [opprette en profil](/Create) for deg selv eller en parprofil for dere to. Velg et profilnavn, bekreft e-postadressen din med lenken vi sender deg, og logg inn med profilnavnet eller e-postadressen din.',
          'sv-SE': 'Nu kan du [skapa en profil](/Create) för dig själv eller en parprofil för er två. Välj ett profilnamn, bekräfta din e-postadress med länken som vi skickar till dig och logga in med ditt profilnamn eller din e-postadress.',
        },
      },
      {
        title: {
          'en-GB': 'Forgot your password?',
          'da-DK': 'Har du glemt din adgangskode?',
          'nb-NO': 'Har du glemt passordet?',
          'sv-SE': 'Har du glömt lösenordet?',
        },
        body: {
          'en-GB': 'Choose ‘Forgot your password?’ under the log-on form, and we send you a link to choose a new one. The link works once, for one hour.',
          'da-DK': 'Vælg »Har du glemt din adgangskode?« under formularen, så sender vi dig et link, hvor du kan vælge en ny. Linket virker én gang og i én time.',
          'nb-NO': 'Velg «Har du glemt passordet?» under skjemaet, så sender vi deg en lenke der du kan velge et nytt. Lenken virker én gang, i én time.',
          'sv-SE': 'Välj ”Har du glömt lösenordet?” under formuläret, så skickar vi en länk där du kan välja ett nytt. Länken fungerar en gång, i en timme.',
        },
      },
    ],
  },
  {
    day: '2026-08-26',
    items: [
      {
        title: {
          'en-GB': 'Your settings in one place',
          'da-DK': 'Dine indstillinger samlet ét sted',
          'nb-NO': 'Innstillingene dine samlet på ett sted',
          'sv-SE': 'Dina inställningar samlade på ett ställe',
        },
        body: {
          'en-GB': 'Under [Settings](/Settings) you change your e-mail address, profile name and password, choose the language of the site and our e-mails, and log out on all your other devices at once.',
          'da-DK': 'Under [Indstillinger](/Settings) skifter du e-mailadresse, profilnavn og adgangskode, vælger sproget på siden og i vores e-mails og logger ud på alle dine andre enheder på én gang.',
          'nb-NO': 'Under [Innstillinger](/Settings) endrer du e-postadresse, profilnavn og passord, velger språket på nettstedet og i e-postene våre og logger ut på alle de andre enhetene dine på én gang.',
          'sv-SE': 'Under [Inställningar](/Settings) ändrar du e-postadress, profilnamn och lösenord, väljer språket på webbplatsen och i våra mejl och loggar ut på alla dina andra enheter på en gång.',
        },
      },
      {
        title: {
          'en-GB': 'Delete your profile, with 14 days to change your mind',
          'da-DK': 'Slet din profil – med 14 dage til at fortryde',
          'nb-NO': 'Slett profilen din – med 14 dager til å angre',
          'sv-SE': 'Radera din profil – med 14 dagar att ångra dig',
        },
        body: {
          'en-GB': 'Under Settings › Delete profile you can delete your profile yourself. If you log on again within 14 days, it stays as it was; after that, your personal data is removed for good.',
          'da-DK': 'Under Indstillinger › Slet profil kan du selv slette din profil. Logger du ind igen inden for 14 dage, bliver den, som den var; derefter bliver dine personoplysninger slettet for altid.',
          'nb-NO': 'Under Innstillinger › Slett profil kan du slette profilen din selv. Logger du inn igjen innen 14 dager, blir den som den var; etter det blir personopplysningene dine slettet for godt.',
          'sv-SE': 'Under Inställningar › Radera profil kan du själv radera din profil. Loggar du in igen inom 14 dagar behålls den som den var; därefter raderas dina personuppgifter för gott.',
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
          'en-GB': 'Changed your mind? Use the new [Cookie settings](/Support/Cookies#cookie-settings) link at the bottom of every page to change your choice at any time.',
          'da-DK': 'Har du skiftet mening? Brug det nye link [Cookieindstillinger](/Support/Cookies#cookie-settings) nederst på hver side til at ændre dit valg når som helst.',
          'nb-NO': 'Har du ombestemt deg? Bruk den nye lenken [Innstillinger for informasjonskapsler](/Support/Cookies#cookie-settings) nederst på hver side for å endre valget ditt når som helst.',
          'sv-SE': 'Har du ändrat dig? Använd den nya länken [Cookieinställningar](/Support/Cookies#cookie-settings) längst ned på varje sida för att ändra ditt val när som helst.',
        },
      },
    ],
  },
  {
    day: '2026-10-06',
    items: [
      {
        title: {
          'en-GB': 'Two-factor log-on',
          'da-DK': 'Totrinsbekræftelse',
          'nb-NO': 'Tofaktorautentisering',
          'sv-SE': 'Tvåfaktorsautentisering',
        },
        body: {
          'en-GB': 'Protect your profile with a code from an authenticator app on your phone as well as your password. Turn it on under [Settings › Security](/Settings#settings-security), and save the ten recovery codes in case you lose your phone.',
          'da-DK': 'Beskyt din profil med en kode fra en godkendelsesapp på din telefon ud over din adgangskode. Slå det til under [Indstillinger › Sikkerhed](/Settings#settings-security), og gem de ti gendannelseskoder, hvis du skulle miste din telefon.',
          'nb-NO': 'Beskytt profilen din med en kode fra en autentiseringsapp på telefonen i tillegg til passordet. Slå det på under [Innstillinger › Sikkerhet](/Settings#settings-security), og lagre de ti gjenopprettingskodene i tilfelle du mister telefonen.',
          'sv-SE': 'Skydda din profil med en kod från en autentiseringsapp på telefonen utöver ditt lösenord. Slå på det under [Inställningar › Säkerhet](/Settings#settings-security) och spara de tio återställningskoderna ifall du tappar bort telefonen.',
        },
      },
    ],
  },
  {
    day: '2026-10-28',
    items: [
      {
        title: {
          'en-GB': 'Log on with a passkey',
          'da-DK': 'Log ind med en adgangsnøgle',
          'nb-NO': 'Logg inn med en tilgangsnøkkel',
          'sv-SE': 'Logga in med en lösennyckel',
        },
        body: {
          'en-GB': 'You can now log on with a passkey instead of a password, using your fingerprint, face or screen lock. Add one under [Settings › Security](/Settings#settings-security) on your phone or computer.',
          'da-DK': 'Nu kan du logge ind med en adgangsnøgle i stedet for en adgangskode – med dit fingeraftryk, dit ansigt eller din skærmlås. Tilføj en under [Indstillinger › Sikkerhed](/Settings#settings-security) på din telefon eller computer.',
          'nb-NO': 'Nå kan du logge inn med en tilgangsnøkkel i stedet for passord – med fingeravtrykk, ansikt eller skjermlås. Legg til en under [Innstillinger › Sikkerhet](/Settings#settings-security) på telefonen eller datamaskinen.',
          'sv-SE': 'Nu kan du logga in med en lösennyckel i stället för ett lösenord – med fingeravtryck, ansikte eller skärmlås. Lägg till en under [Inställningar › Säkerhet](/Settings#settings-security) i telefonen eller datorn.',
        },
      },
      {
        title: {
          'en-GB': 'A new FAQ',
          'da-DK': 'Nye ofte stillede spørgsmål',
          'nb-NO': 'Nye vanlige spørsmål',
          'sv-SE': 'Nya vanliga frågor',
        },
        body: {
          'en-GB': 'Our [FAQ](/Support/FAQ) answers the most common questions about your profile, logging on, safety and privacy, in all four languages, and you can search it as you type.',
          'da-DK': 'Vores [ofte stillede spørgsmål](/Support/FAQ) besvarer de mest almindelige spørgsmål om din profil, at logge ind, sikkerhed og privatliv på alle fire sprog, og du kan søge i dem, mens du skriver.',
          'nb-NO': '[Vanlige spørsmål](/Support/FAQ) svarer på det folk oftest lurer på om profilen, innlogging, sikkerhet og personvern, på alle fire språk, og du kan søke i dem mens du skriver.',
          'sv-SE': 'Våra [vanliga frågor](/Support/FAQ) besvarar det som oftast undras om din profil, inloggning, säkerhet och integritet, på alla fyra språken, och du kan söka i dem medan du skriver.',
        },
      },
    ],
  },
  {
    day: '2026-11-17',
    items: [
      {
        title: {
          'en-GB': 'One profile for Nordlys and Nordlys Nights',
          'da-DK': 'Én profil til Nordlys og Nordlys Nights',
          'nb-NO': 'Én profil for Nordlys og Nordlys Nights',
          'sv-SE': 'En profil för Nordlys och Nordlys Nights',
        },
        body: {
          'en-GB': 'When you are logged on, choose ‘Go to our sister site’ in the menu: you arrive on the other site logged on with the same profile, without typing your password again.',
          'da-DK': 'Når du er logget ind, vælger du »Gå til vores søstersite« i menuen: Du kommer frem på det andet site logget ind med den samme profil uden at indtaste din adgangskode igen.',
          'nb-NO': 'Når du er logget inn, velger du «Gå til søsternettstedet vårt» i menyen: Du kommer frem på det andre nettstedet innlogget med den samme profilen, uten å skrive inn passordet igjen.',
          'sv-SE': 'När du är inloggad väljer du ”Gå till vår systersajt” i menyn: du kommer fram till den andra sajten inloggad med samma profil, utan att skriva ditt lösenord igen.',
        },
      },
      {
        title: {
          'en-GB': 'Nordlys Nights: a guide to safe play',
          'da-DK': 'Nordlys Nights: en guide til sikker leg',
          'nb-NO': 'Nordlys Nights: en guide til trygg lek',
          'sv-SE': 'Nordlys Nights: en guide till trygg lek',
        },
        body: {
          'en-GB': 'Nordlys Nights has a new guide to consent, limits, safewords and aftercare. You will find it on the front page of Nordlys Nights, under ‘Safe play: our guide’.',
          'da-DK': 'Nordlys Nights har fået en ny guide om samtykke, grænser, safewords og aftercare. Du finder den på forsiden af Nordlys Nights under »Sikker leg: vores guide«.',
          'nb-NO': 'Nordlys Nights har fått en ny guide om samtykke, grenser, safeword og aftercare. Du finner den på forsiden av Nordlys Nights under «Trygg lek: vår guide».',
          'sv-SE': 'Nordlys Nights har fått en ny guide om samtycke, gränser, stoppord och aftercare. Du hittar den på startsidan för Nordlys Nights under ”Trygg lek: vår guide”.',
        },
      },
    ],
  },
];
