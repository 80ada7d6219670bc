import type { FaqCategorySeed } from './types.ts';

/**
 * Demo FAQ: five categories, shared by both sites. Answers use the body text markup of types.ts and describe
 * only what the site does today, in the interface's own words (its menu, page and button names, quoted).
 */
export const faqCategories: FaqCategorySeed[] = [
  {
    key: 'account',
    name: { 'en-GB': 'Your profile', 'da-DK': 'Din profil', 'nb-NO': 'Profilen din', 'sv-SE': 'Din profil' },
    entries: [
      {
        question: {
          'en-GB': 'How do I create a profile?',
          'da-DK': 'Hvordan opretter jeg en profil?',
          'nb-NO': 'Hvordan oppretter jeg en profil?',
          'sv-SE': 'Hur skapar jag en profil?',
        },
        answer: {
          'en-GB': `Choose [Create profile](/Create) at the top of any page. Say whether the profile is just for you or for the two of you as a couple, choose a profile name and a password, and enter your e-mail address, date of birth, gender, country and postal code. Everyone on a profile must be 18 or older. Creating a profile is free.

We then send you an e-mail with a link that confirms your address. The link works for 7 days.`,
          'da-DK': `Vælg [Opret profil](/Create) øverst på en hvilken som helst side. Angiv, om profilen kun er til dig eller til jer to som par, vælg et profilnavn og en adgangskode, og indtast din e-mailadresse, fødselsdato, køn, land og postnummer. Alle på en profil skal være fyldt 18 år. Det er gratis at oprette en profil.

Derefter sender vi dig en e-mail med et link, der bekræfter din adresse. Linket virker i 7 dage.`,
          'nb-NO': `Velg [Opprett profil](/Create) øverst på en hvilken som helst side. Oppgi om profilen bare er for deg eller for dere to som par, velg et profilnavn og et passord, og skriv inn e-postadressen, fødselsdatoen, kjønnet, landet og postnummeret ditt. Alle på en profil må ha fylt 18 år. Det er gratis å opprette en profil.

Deretter sender vi deg en e-post med en lenke som bekrefter adressen din. Lenken virker i 7 dager.`,
          'sv-SE': `Välj [Skapa profil](/Create) högst upp på valfri sida. Ange om profilen bara är för dig eller för er två som par, välj ett profilnamn och ett lösenord och fyll i din e-postadress, ditt födelsedatum, kön, land och postnummer. Alla på en profil måste ha fyllt 18 år. Det är gratis att skapa en profil.

Sedan skickar vi ett mejl till dig med en länk som bekräftar din adress. Länken fungerar i 7 dagar.`,
        },
      },
      {
        question: {
          'en-GB': 'What is a couple profile?',
          'da-DK': 'Hvad er en parprofil?',
          'nb-NO': 'Hva er en parprofil?',
          'sv-SE': 'Vad är en parprofil?',
        },
        answer: {
          'en-GB': `A couple profile is one profile shared by two people in a relationship. When you create it, choose ‘Us two (couple profile)’ and enter the date of birth and gender of each of you. Both of you must be 18 or older and agree to the profile. You log on with the same profile name and password.`,
          'da-DK': `En parprofil er én profil, som to personer i et parforhold deler. Når I opretter den, vælger I »Os to (parprofil)« og indtaster fødselsdato og køn for hver af jer. I skal begge være fyldt 18 år og være enige om profilen. I logger ind med samme profilnavn og adgangskode.`,
          'nb-NO': `En parprofil er én profil som to personer i et parforhold deler. Når dere oppretter den, velger dere «Oss to (parprofil)» og skriver inn fødselsdato og kjønn for hver av dere. Begge må ha fylt 18 år og være enige om profilen. Dere logger inn med samme profilnavn og passord.`,
          'sv-SE': `En parprofil är en profil som två personer i ett parförhållande delar. När ni skapar den väljer ni ”Vi två (parprofil)” och fyller i födelsedatum och kön för var och en av er. Ni måste båda ha fyllt 18 år och vara överens om profilen. Ni loggar in med samma profilnamn och lösenord.`,
        },
      },
      {
        question: {
          'en-GB': 'How do I change my e-mail address, profile name or password?',
          'da-DK': 'Hvordan skifter jeg e-mailadresse, profilnavn eller adgangskode?',
          'nb-NO': 'Hvordan endrer jeg e-postadresse, profilnavn eller passord?',
          'sv-SE': 'Hur ändrar jag e-postadress, profilnamn eller lösenord?',
        },
        answer: {
          'en-GB': `Go to [Settings](/Settings) and choose ‘Change e-mail, profile name or password’. On the page [Account information](/EditProfile/AccountInformation) you confirm each change with your current password.

- A new e-mail address applies once you open the link we send to it, within 24 hours. Until then we keep writing to your old address.
- When you change your password, you are logged out on all your other devices.`,
          'da-DK': `Gå til [Indstillinger](/Settings), og vælg »Skift e-mail, profilnavn eller adgangskode«. På siden [Kontooplysninger](/EditProfile/AccountInformation) bekræfter du hver ændring med din nuværende adgangskode.

- En ny e-mailadresse gælder, når du åbner det link, vi sender til den, inden for 24 timer. Indtil da skriver vi fortsat til din gamle adresse.
- Når du skifter adgangskode, bliver du logget ud på alle dine andre enheder.`,
          'nb-NO': `Gå til [Innstillinger](/Settings), og velg «Endre e-post, profilnavn eller passord». På siden [Kontoopplysninger](/EditProfile/AccountInformation) bekrefter du hver endring med det nåværende passordet ditt.

- En ny e-postadresse gjelder når du åpner lenken vi sender til den, innen 24 timer. Frem til da skriver vi fortsatt til den gamle adressen din.
- Når du endrer passord, blir du logget ut på alle de andre enhetene dine.`,
          'sv-SE': `Gå till [Inställningar](/Settings) och välj ”Ändra e-post, profilnamn eller lösenord”. På sidan [Kontouppgifter](/EditProfile/AccountInformation) bekräftar du varje ändring med ditt nuvarande lösenord.

- En ny e-postadress gäller när du öppnar länken som vi skickar till den, inom 24 timmar. Fram till dess skriver vi till din gamla adress.
- När du ändrar lösenord loggas du ut på alla dina andra enheter.`,
        },
      },
      {
        question: {
          'en-GB': 'How do I delete my profile?',
          'da-DK': 'Hvordan sletter jeg min profil?',
          'nb-NO': 'Hvordan sletter jeg profilen min?',
          'sv-SE': 'Hur raderar jag min profil?',
        },
        answer: {
          'en-GB': `Go to [Settings › Delete profile](/Settings#settings-delete), choose ‘Delete my profile’ and confirm with your password. You are logged out at once on all your devices, and we send you an e-mail about the deletion.

You then have 14 days to change your mind: just log on again before then, and your profile stays as it was. After 14 days your personal data is removed for good.`,
          'da-DK': `Gå til [Indstillinger › Slet profil](/Settings#settings-delete), vælg »Slet min profil«, og bekræft med din adgangskode. Du bliver logget ud med det samme på alle dine enheder, og vi sender dig en e-mail om sletningen.

Derefter har du 14 dage til at fortryde: Log bare ind igen inden da, så bliver din profil, som den var. Efter 14 dage bliver dine personoplysninger slettet for altid.`,
          'nb-NO': `Gå til [Innstillinger › Slett profil](/Settings#settings-delete), velg «Slett profilen min», og bekreft med passordet ditt. Du blir logget ut med en gang på alle enhetene dine, og vi sender deg en e-post om slettingen.

Deretter har du 14 dager på deg til å angre: Bare logg inn igjen før det, så blir profilen din som den var. Etter 14 dager blir personopplysningene dine slettet for godt.`,
          'sv-SE': `Gå till [Inställningar › Radera profil](/Settings#settings-delete), välj ”Radera min profil” och bekräfta med ditt lösenord. Du loggas ut direkt på alla dina enheter, och vi skickar ett mejl till dig om raderingen.

Sedan har du 14 dagar på dig att ångra dig: logga bara in igen innan dess, så behålls din profil som den var. Efter 14 dagar raderas dina personuppgifter för gott.`,
        },
      },
    ],
  },
  {
    key: 'logon',
    name: { 'en-GB': 'Logging on', 'da-DK': 'Log ind', 'nb-NO': 'Innlogging', 'sv-SE': 'Inloggning' },
    entries: [
      {
        question: {
          'en-GB': 'How do I log on?',
          'da-DK': 'Hvordan logger jeg ind?',
          'nb-NO': 'Hvordan logger jeg inn?',
          'sv-SE': 'Hur loggar jag in?',
        },
        answer: {
          'en-GB': `Use the log-on form on the [front page](/) or on the page [Log on](/LogOn), with your profile name or your e-mail address and your password. If you have added a passkey, you can choose ‘Log on with a passkey’ instead.

Tick the box to stay logged on if you are on your own device: you then stay logged on for up to 30 days. Otherwise you are logged out after two hours without activity.`,
          'da-DK': `Brug formularen på [forsiden](/) eller på siden [Log ind](/LogOn) med dit profilnavn eller din e-mailadresse og din adgangskode. Har du tilføjet en adgangsnøgle, kan du i stedet vælge »Log ind med en adgangsnøgle«.

Sæt flueben i feltet for at forblive logget ind, hvis du bruger din egen enhed: Så forbliver du logget ind i op til 30 dage. Ellers bliver du logget ud efter to timer uden aktivitet.`,
          'nb-NO': `Bruk skjemaet på [forsiden](/) eller på siden [Logg inn](/LogOn) med profilnavnet eller e-postadressen din og passordet ditt. Har du lagt til en tilgangsnøkkel, kan du velge «Logg inn med en tilgangsnøkkel» i stedet.

Huk av for å forbli innlogget hvis du bruker din egen enhet: Da er du innlogget i opptil 30 dager. Ellers blir du logget ut etter to timer uten aktivitet.`,
          'sv-SE': `Använd formuläret på [startsidan](/) eller på sidan [Logga in](/LogOn) med ditt profilnamn eller din e-postadress och ditt lösenord. Om du har lagt till en lösennyckel kan du välja ”Logga in med en lösennyckel” i stället.

Kryssa i rutan för att förbli inloggad om du använder din egen enhet: då förblir du inloggad i upp till 30 dagar. Annars loggas du ut efter två timmar utan aktivitet.`,
        },
      },
      {
        question: {
          'en-GB': 'I have forgotten my password. What do I do?',
          'da-DK': 'Jeg har glemt min adgangskode. Hvad gør jeg?',
          'nb-NO': 'Jeg har glemt passordet mitt. Hva gjør jeg?',
          'sv-SE': 'Jag har glömt mitt lösenord. Vad gör jag?',
        },
        answer: {
          'en-GB': `Choose [Forgot your password?](/ForgotPassword) under the log-on form and enter your profile name or your e-mail address. If we find your profile, we send a link to its e-mail address where you choose a new password. The link works once, for one hour. Saving the new password logs you out everywhere; then log on with the new password.

No e-mail after a few minutes? Look in your spam folder. If you have added a passkey, you can also log on with it and change your password under [Settings](/Settings).`,
          'da-DK': `Vælg [Har du glemt din adgangskode?](/ForgotPassword) under formularen, og indtast dit profilnavn eller din e-mailadresse. Finder vi din profil, sender vi et link til profilens e-mailadresse, hvor du vælger en ny adgangskode. Linket virker én gang og i én time. Når du gemmer den nye adgangskode, bliver du logget ud overalt; log derefter ind med den nye adgangskode.

Ingen e-mail efter et par minutter? Kig i din spam-mappe. Har du tilføjet en adgangsnøgle, kan du også logge ind med den og skifte adgangskode under [Indstillinger](/Settings).`,
          'nb-NO': `Velg [Har du glemt passordet?](/ForgotPassword) under skjemaet, og skriv inn profilnavnet eller e-postadressen din. Finner vi profilen din, sender vi en lenke til e-postadressen på profilen, der du velger et nytt passord. Lenken virker én gang, i én time. Når du lagrer det nye passordet, blir du logget ut overalt; logg deretter inn med det nye passordet.

Ingen e-post etter noen minutter? Se i søppelpostmappen. Har du lagt til en tilgangsnøkkel, kan du også logge inn med den og endre passordet under [Innstillinger](/Settings).`,
          'sv-SE': `Välj [Har du glömt lösenordet?](/ForgotPassword) under formuläret och ange ditt profilnamn eller din e-postadress. Om vi hittar din profil skickar vi en länk till profilens e-postadress där du väljer ett nytt lösenord. Länken fungerar en gång, i en timme. När du sparar det nya lösenordet loggas du ut överallt; logga sedan in med det nya lösenordet.

Inget mejl efter några minuter? Titta i skräpposten. Om du har lagt till en lösennyckel kan du också logga in med den och byta lösenord under [Inställningar](/Settings).`,
        },
      },
      {
        question: {
          'en-GB': 'How do I turn on two-factor log-on?',
          'da-DK': 'Hvordan slår jeg totrinsbekræftelse til?',
          'nb-NO': 'Hvordan slår jeg på tofaktorautentisering?',
          'sv-SE': 'Hur slår jag på tvåfaktorsautentisering?',
        },
        answer: {
          'en-GB': `Go to [Settings › Security](/Settings#settings-security) and choose ‘Turn on two-factor log on’. For your security, you enter your password first. Then:

- Scan the QR code with an authenticator app on your phone, or type in the key shown under it.
- Enter the 6-digit code the app shows.
- Save the ten recovery codes somewhere safe, away from your phone. Each works once, and they are not shown again.

From then on, every time you log on with your password, we also ask for a code from the app.`,
          'da-DK': `Gå til [Indstillinger › Sikkerhed](/Settings#settings-security), og vælg »Slå totrinsbekræftelse til«. Af sikkerhedshensyn indtaster du først din adgangskode. Derefter:

- Scan QR-koden med en godkendelsesapp på din telefon, eller indtast den nøgle, der står under den.
- Indtast den 6-cifrede kode, som appen viser.
- Gem de ti gendannelseskoder et sikkert sted, væk fra din telefon. Hver kode virker én gang, og de bliver ikke vist igen.

Fra da af beder vi også om en kode fra appen, hver gang du logger ind med din adgangskode.`,
          'nb-NO': `Gå til [Innstillinger › Sikkerhet](/Settings#settings-security), og velg «Slå på tofaktorautentisering». Av sikkerhetshensyn skriver du inn passordet ditt først. Deretter:

- Skann QR-koden med en autentiseringsapp på telefonen, eller skriv inn nøkkelen som står under den.
- Skriv inn den 6-sifrede koden appen viser.
- Lagre de ti gjenopprettingskodene et trygt sted, unna telefonen. Hver kode virker én gang, og de vises ikke igjen.

Fra da av ber vi også om en kode fra appen hver gang du logger inn med passordet ditt.`,
          'sv-SE': `Gå till [Inställningar › Säkerhet](/Settings#settings-security) och välj ”Slå på tvåfaktorsautentisering”. Av säkerhetsskäl anger du först ditt lösenord. Sedan:

- Skanna QR-koden med en autentiseringsapp på telefonen, eller skriv in nyckeln som står under den.
- Ange den sexsiffriga koden som appen visar.
- Spara de tio återställningskoderna på ett säkert ställe, inte i telefonen. Varje kod fungerar en gång, och de visas inte igen.

Därefter ber vi också om en kod från appen varje gång du loggar in med ditt lösenord.`,
        },
      },
      {
        question: {
          'en-GB': 'I have lost the phone with my authenticator app. How do I log on?',
          'da-DK': 'Jeg har mistet telefonen med min godkendelsesapp. Hvordan logger jeg ind?',
          'nb-NO': 'Jeg har mistet telefonen med autentiseringsappen. Hvordan logger jeg inn?',
          'sv-SE': 'Jag har tappat bort telefonen med min autentiseringsapp. Hur loggar jag in?',
        },
        answer: {
          'en-GB': `Log on with your password as usual. When we ask for the code, choose ‘Use a recovery code instead’ and enter one of the recovery codes you saved when you turned on two-factor log-on. Each code works once.

Running low on codes? Turn two-factor log-on off and on again under [Settings › Security](/Settings#settings-security) to get ten new ones. Lost your recovery codes as well? Write to us at support@nordlys.example.`,
          'da-DK': `Log ind med din adgangskode som normalt. Når vi beder om koden, vælger du »Brug en gendannelseskode i stedet« og indtaster en af de gendannelseskoder, du gemte, da du slog totrinsbekræftelse til. Hver kode virker én gang.

Er du ved at løbe tør for koder? Slå totrinsbekræftelse fra og til igen under [Indstillinger › Sikkerhed](/Settings#settings-security) for at få ti nye. Har du også mistet dine gendannelseskoder? Så skriv til os på support@nordlys.example.`,
          'nb-NO': `Logg inn med passordet ditt som vanlig. Når vi ber om koden, velger du «Bruk en gjenopprettingskode i stedet» og skriver inn en av gjenopprettingskodene du lagret da du slo på tofaktorautentisering. Hver kode virker én gang.

Holder du på å gå tom for koder? Slå tofaktorautentisering av og på igjen under [Innstillinger › Sikkerhet](/Settings#settings-security) for å få ti nye. Har du mistet gjenopprettingskodene også? Skriv til oss på support@nordlys.example.`,
          'sv-SE': `Logga in med ditt lösenord som vanligt. När vi ber om koden väljer du ”Använd en återställningskod i stället” och anger en av återställningskoderna som du sparade när du slog på tvåfaktorsautentisering. Varje kod fungerar en gång.

Håller koderna på att ta slut? Stäng av och slå på tvåfaktorsautentisering igen under [Inställningar › Säkerhet](/Settings#settings-security) för att få tio nya. Har du tappat bort återställningskoderna också? Skriv till oss på support@nordlys.example.`,
        },
      },
      {
        question: {
          'en-GB': 'Can I log on with a passkey?',
          'da-DK': 'Kan jeg logge ind med en adgangsnøgle?',
          'nb-NO': 'Kan jeg logge inn med en tilgangsnøkkel?',
          'sv-SE': 'Kan jag logga in med en lösennyckel?',
        },
        answer: {
          'en-GB': `Yes. With a passkey you log on with your fingerprint, your face or your screen lock instead of your password. A passkey cannot be guessed and does not work on fake websites, so it protects you against phishing. To add one:

- Confirm your e-mail address first, with the link we sent you.
- Go to [Settings › Security](/Settings#settings-security) and choose ‘Add a passkey’.
- Enter your password, then follow the instructions on your phone or computer.

A passkey works only on the site where you added it, so Nordlys and Nordlys Nights each have their own. You can rename and remove your passkeys under Settings at any time.`,
          'da-DK': `Ja. Med en adgangsnøgle logger du ind med dit fingeraftryk, dit ansigt eller din skærmlås i stedet for din adgangskode. En adgangsnøgle kan ikke gættes og virker ikke på falske hjemmesider, så den beskytter dig mod phishing. Sådan tilføjer du en:

- Bekræft først din e-mailadresse med det link, vi har sendt dig.
- Gå til [Indstillinger › Sikkerhed](/Settings#settings-security), og vælg »Tilføj en adgangsnøgle«.
- Indtast din adgangskode, og følg derefter anvisningerne på din telefon eller computer.

En adgangsnøgle virker kun på det site, hvor du har tilføjet den, så Nordlys og Nordlys Nights har hver deres. Du kan altid omdøbe og fjerne dine adgangsnøgler under Indstillinger.`,
          'nb-NO': `Ja. Med en tilgangsnøkkel logger du inn med fingeravtrykk, ansikt eller skjermlås i stedet for passordet ditt. En tilgangsnøkkel kan ikke gjettes og virker ikke på falske nettsteder, så den beskytter deg mot nettfisking. Slik legger du til en:

- Bekreft e-postadressen din først, med lenken vi sendte deg.
- Gå til [Innstillinger › Sikkerhet](/Settings#settings-security), og velg «Legg til en tilgangsnøkkel».
- Skriv inn passordet ditt, og følg deretter instruksjonene på telefonen eller datamaskinen.

En tilgangsnøkkel virker bare på nettstedet der du la den til, så Nordlys og Nordlys Nights har hver sine. Du kan når som helst gi nytt navn til og fjerne tilgangsnøklene dine under Innstillinger.`,
          'sv-SE': `Ja. Med en lösennyckel loggar du in med fingeravtryck, ansikte eller skärmlås i stället för ditt lösenord. En lösennyckel går inte att gissa och fungerar inte på falska webbplatser, så den skyddar dig mot nätfiske. Så här lägger du till en:

- Bekräfta först din e-postadress med länken som vi skickade till dig.
- Gå till [Inställningar › Säkerhet](/Settings#settings-security) och välj ”Lägg till en lösennyckel”.
- Ange ditt lösenord och följ sedan instruktionerna i telefonen eller datorn.

En lösennyckel fungerar bara på den webbplats där du lade till den, så Nordlys och Nordlys Nights har var sina. Du kan när som helst byta namn på och ta bort dina lösennycklar under Inställningar.`,
        },
      },
      {
        question: {
          'en-GB': 'I forgot to log out on another device. What can I do?',
          'da-DK': 'Jeg har glemt at logge ud på en anden enhed. Hvad kan jeg gøre?',
          'nb-NO': 'Jeg har glemt å logge ut på en annen enhet. Hva kan jeg gjøre?',
          'sv-SE': 'Jag har glömt att logga ut på en annan enhet. Vad kan jag göra?',
        },
        answer: {
          'en-GB': `Go to [Settings › Security](/Settings#settings-security) and choose ‘Log out on all other devices’. Every other session of your profile ends at once, and you stay logged on where you are. Changing your password does the same.`,
          'da-DK': `Gå til [Indstillinger › Sikkerhed](/Settings#settings-security), og vælg »Log ud på alle andre enheder«. Alle andre sessioner på din profil slutter med det samme, og du forbliver logget ind der, hvor du er. Det samme sker, når du skifter adgangskode.`,
          'nb-NO': `Gå til [Innstillinger › Sikkerhet](/Settings#settings-security), og velg «Logg ut på alle andre enheter». Alle andre økter på profilen din avsluttes med en gang, og du forblir innlogget der du er. Det samme skjer når du endrer passord.`,
          'sv-SE': `Gå till [Inställningar › Säkerhet](/Settings#settings-security) och välj ”Logga ut på alla andra enheter”. Alla andra sessioner för din profil avslutas direkt, och du förblir inloggad där du är. Samma sak händer när du byter lösenord.`,
        },
      },
    ],
  },
  {
    key: 'sites',
    name: {
      'en-GB': 'Nordlys, Nordlys Nights and languages',
      'da-DK': 'Nordlys, Nordlys Nights og sprog',
      'nb-NO': 'Nordlys, Nordlys Nights og språk',
      'sv-SE': 'Nordlys, Nordlys Nights och språk',
    },
    entries: [
      {
        question: {
          'en-GB': 'What is Nordlys Nights?',
          'da-DK': 'Hvad er Nordlys Nights?',
          'nb-NO': 'Hva er Nordlys Nights?',
          'sv-SE': 'Vad är Nordlys Nights?',
        },
        answer: {
          'en-GB': `Nordlys Nights is our sister site for adults with an interest in kink, fetish and sensuality. It has its own address and its own look, and you use the same profile on both sites. The member pages of Nordlys Nights are only open to members with an approved Nordlys Nights profile.`,
          'da-DK': `Nordlys Nights er vores søstersite for voksne med interesse for kink, fetish og sensualitet. Det har sin egen adresse og sit eget udseende, og du bruger den samme profil på begge sites. Medlemssiderne på Nordlys Nights er kun åbne for medlemmer med en godkendt Nordlys Nights-profil.`,
          'nb-NO': `Nordlys Nights er søsternettstedet vårt for voksne med interesse for kink, fetisj og sensualitet. Det har sin egen adresse og sitt eget utseende, og du bruker den samme profilen på begge nettstedene. Medlemssidene på Nordlys Nights er bare åpne for medlemmer med en godkjent Nordlys Nights-profil.`,
          'sv-SE': `Nordlys Nights är vår systersajt för vuxna med intresse för kink, fetisch och sensualitet. Den har en egen adress och ett eget utseende, och du använder samma profil på båda sajterna. Medlemssidorna på Nordlys Nights är bara öppna för medlemmar med en godkänd Nordlys Nights-profil.`,
        },
      },
      {
        question: {
          'en-GB': 'How do I go between Nordlys and Nordlys Nights?',
          'da-DK': 'Hvordan skifter jeg mellem Nordlys og Nordlys Nights?',
          'nb-NO': 'Hvordan bytter jeg mellom Nordlys og Nordlys Nights?',
          'sv-SE': 'Hur byter jag mellan Nordlys och Nordlys Nights?',
        },
        answer: {
          'en-GB': `When you are logged on, open the menu and choose ‘Go to our sister site’. You arrive logged on with the same profile, without typing your password again. Logging out on one site does not log you out on the other.

Passkeys are the exception: each site has its own, so add one on each site if you want to use passkeys on both.`,
          'da-DK': `Når du er logget ind, åbner du menuen og vælger »Gå til vores søstersite«. Du kommer frem logget ind med den samme profil uden at skulle indtaste din adgangskode igen. Logger du ud på det ene site, er du stadig logget ind på det andet.

Adgangsnøgler er undtagelsen: Hvert site har sine egne, så tilføj en på hvert site, hvis du vil bruge adgangsnøgler på begge.`,
          'nb-NO': `Når du er logget inn, åpner du menyen og velger «Gå til søsternettstedet vårt». Du kommer frem innlogget med den samme profilen, uten å måtte skrive inn passordet igjen. Logger du ut på det ene nettstedet, er du fortsatt innlogget på det andre.

Tilgangsnøkler er unntaket: Hvert nettsted har sine egne, så legg til en på hvert nettsted hvis du vil bruke tilgangsnøkler på begge.`,
          'sv-SE': `När du är inloggad öppnar du menyn och väljer ”Gå till vår systersajt”. Du kommer fram inloggad med samma profil, utan att skriva ditt lösenord igen. Om du loggar ut på den ena sajten är du fortfarande inloggad på den andra.

Lösennycklar är undantaget: varje sajt har sina egna, så lägg till en på varje sajt om du vill använda lösennycklar på båda.`,
        },
      },
      {
        question: {
          'en-GB': 'How do I change the language?',
          'da-DK': 'Hvordan skifter jeg sprog?',
          'nb-NO': 'Hvordan bytter jeg språk?',
          'sv-SE': 'Hur byter jag språk?',
        },
        answer: {
          'en-GB': `Choose English, Dansk, Norsk or Svenska under ‘Language’ at the bottom of every page. When you are logged on, you can also save your language under [Settings › Language](/Settings#settings-language): that is the language of the site and of our e-mails to you.`,
          'da-DK': `Vælg English, Dansk, Norsk eller Svenska under »Sprog« nederst på hver side. Når du er logget ind, kan du også gemme dit sprog under [Indstillinger › Sprog](/Settings#settings-language): Det er det sprog, siden og vores e-mails til dig bruger.`,
          'nb-NO': `Velg English, Dansk, Norsk eller Svenska under «Språk» nederst på hver side. Når du er logget inn, kan du også lagre språket ditt under [Innstillinger › Språk](/Settings#settings-language): Det er språket på nettstedet og i e-postene vi sender deg.`,
          'sv-SE': `Välj English, Dansk, Norsk eller Svenska under ”Språk” längst ned på varje sida. När du är inloggad kan du också spara ditt språk under [Inställningar › Språk](/Settings#settings-language): det är språket på webbplatsen och i mejlen vi skickar till dig.`,
        },
      },
    ],
  },
  {
    key: 'safety',
    name: { 'en-GB': 'Safety', 'da-DK': 'Sikkerhed', 'nb-NO': 'Sikkerhet', 'sv-SE': 'Säkerhet' },
    entries: [
      {
        question: {
          'en-GB': 'What should I think about before meeting someone?',
          'da-DK': 'Hvad skal jeg tænke på, før jeg mødes med nogen?',
          'nb-NO': 'Hva bør jeg tenke på før jeg møter noen?',
          'sv-SE': 'Vad ska jag tänka på innan jag träffar någon?',
        },
        answer: {
          'en-GB': `Meeting someone new should be exciting, not risky. Our advice:

- Meet in a public place the first time.
- Tell a friend where you are going and who you are meeting.
- Arrange your own transport there and back.
- Never send money to someone you have only met online.

Trust your instincts: you can always leave, and you never owe anyone anything.`,
          'da-DK': `Det skal være spændende at møde en ny person – ikke risikabelt. Vores råd:

- Mød hinanden et offentligt sted første gang.
- Fortæl en ven, hvor du skal hen, og hvem du skal mødes med.
- Sørg selv for transport til og fra.
- Send aldrig penge til en, du kun har mødt online.

Stol på din mavefornemmelse: Du kan altid gå, og du skylder aldrig nogen noget.`,
          'nb-NO': `Å møte noen nye skal være spennende, ikke risikabelt. Rådene våre:

- Møt hverandre på et offentlig sted første gang.
- Fortell en venn hvor du skal, og hvem du skal møte.
- Ordne din egen transport dit og hjem.
- Send aldri penger til noen du bare har møtt på nettet.

Stol på magefølelsen: Du kan alltid gå, og du skylder aldri noen noe.`,
          'sv-SE': `Att träffa någon ny ska vara spännande, inte riskabelt. Våra råd:

- Träffas på en offentlig plats första gången.
- Berätta för en vän vart du ska och vem du ska träffa.
- Ordna din egen transport dit och hem.
- Skicka aldrig pengar till någon som du bara har träffat på nätet.

Lita på din magkänsla: du kan alltid gå därifrån, och du är aldrig skyldig någon något.`,
        },
      },
      {
        question: {
          'en-GB': 'How do you make sure members are adults?',
          'da-DK': 'Hvordan sikrer I, at medlemmerne er voksne?',
          'nb-NO': 'Hvordan sikrer dere at medlemmene er voksne?',
          'sv-SE': 'Hur ser ni till att medlemmarna är vuxna?',
        },
        answer: {
          'en-GB': `Everyone on a profile gives their date of birth when the profile is created and confirms that they are 18 or older; we do not create a profile for anyone younger. If you think a profile belongs to someone under 18, write to us at support@nordlys.example with its profile name, and we will look into it straight away.`,
          'da-DK': `Alle på en profil oplyser deres fødselsdato, når profilen bliver oprettet, og bekræfter, at de er fyldt 18 år; vi opretter ikke profiler for nogen, der er yngre. Tror du, at en profil tilhører en person under 18 år, så skriv til os på support@nordlys.example med profilnavnet, så undersøger vi det med det samme.`,
          'nb-NO': `Alle på en profil oppgir fødselsdatoen sin når profilen opprettes, og bekrefter at de har fylt 18 år; vi oppretter ikke profiler for noen som er yngre. Tror du at en profil tilhører noen under 18 år, kan du skrive til oss på support@nordlys.example med profilnavnet, så undersøker vi det med en gang.`,
          'sv-SE': `Alla på en profil anger sitt födelsedatum när profilen skapas och bekräftar att de har fyllt 18 år; vi skapar inte profiler för någon som är yngre. Om du tror att en profil tillhör någon under 18 år kan du skriva till oss på support@nordlys.example med profilnamnet, så undersöker vi det direkt.`,
        },
      },
      {
        question: {
          'en-GB': 'Someone has treated me badly. What do I do?',
          'da-DK': 'En person har behandlet mig dårligt. Hvad gør jeg?',
          'nb-NO': 'Noen har behandlet meg dårlig. Hva gjør jeg?',
          'sv-SE': 'Någon har behandlat mig illa. Vad gör jag?',
        },
        answer: {
          'en-GB': `Write to us at support@nordlys.example, or call us on the number at the bottom of every page, and tell us the profile name and what happened. We treat what you tell us in confidence: the member is not told who contacted us. If you are in immediate danger, always call the police first on 112 (or 999 in the UK).`,
          'da-DK': `Skriv til os på support@nordlys.example, eller ring til os på nummeret nederst på hver side, og fortæl os profilnavnet, og hvad der er sket. Vi behandler det, du fortæller os, fortroligt: Medlemmet får ikke at vide, hvem der har kontaktet os. Er du i akut fare, så ring altid først til politiet på 112.`,
          'nb-NO': `Skriv til oss på support@nordlys.example, eller ring oss på nummeret nederst på hver side, og fortell oss profilnavnet og hva som har skjedd. Vi behandler det du forteller oss, fortrolig: Medlemmet får ikke vite hvem som har kontaktet oss. Er du i akutt fare, skal du alltid ringe politiet først på 112.`,
          'sv-SE': `Skriv till oss på support@nordlys.example, eller ring oss på numret längst ned på varje sida, och berätta profilnamnet och vad som har hänt. Vi behandlar det du berättar konfidentiellt: medlemmen får inte veta vem som har kontaktat oss. Om du är i akut fara ska du alltid ringa polisen först på 112.`,
        },
      },
    ],
  },
  {
    key: 'privacy',
    name: {
      'en-GB': 'Privacy and cookies',
      'da-DK': 'Privatliv og cookies',
      'nb-NO': 'Personvern og informasjonskapsler',
      'sv-SE': 'Integritet och cookies',
    },
    entries: [
      {
        question: {
          'en-GB': 'What do you store about me?',
          'da-DK': 'Hvad gemmer I om mig?',
          'nb-NO': 'Hva lagrer dere om meg?',
          'sv-SE': 'Vad sparar ni om mig?',
        },
        answer: {
          'en-GB': `What you entered when you created your profile: profile name, e-mail address, your password (only as a secure hash we cannot read back), whether the profile is for one or two people, the date of birth and gender of each person, country and postal code. We also store your language, when you accepted our terms, and how you log on: two-factor log-on, recovery codes and passkeys. Our [privacy policy](/Support/Privacy) explains why, and for how long.`,
          'da-DK': `Det, du indtastede, da du oprettede din profil: profilnavn, e-mailadresse, din adgangskode (kun som en sikker hashværdi, vi ikke kan læse), om profilen er til én eller to personer, fødselsdato og køn for hver person, land og postnummer. Vi gemmer også dit sprog, hvornår du har accepteret vores vilkår, og hvordan du logger ind: totrinsbekræftelse, gendannelseskoder og adgangsnøgler. Vores [privatlivspolitik](/Support/Privacy) forklarer hvorfor, og hvor længe.`,
          'nb-NO': `Det du skrev inn da du opprettet profilen: profilnavn, e-postadresse, passordet ditt (bare som en sikker hashverdi vi ikke kan lese), om profilen er for én eller to personer, fødselsdato og kjønn for hver person, land og postnummer. Vi lagrer også språket ditt, når du godtok vilkårene våre, og hvordan du logger inn: tofaktorautentisering, gjenopprettingskoder og tilgangsnøkler. [Personvernerklæringen](/Support/Privacy) vår forklarer hvorfor, og hvor lenge.`,
          'sv-SE': `Det du fyllde i när du skapade din profil: profilnamn, e-postadress, ditt lösenord (bara som ett säkert hashvärde som vi inte kan läsa), om profilen är för en eller två personer, födelsedatum och kön för varje person, land och postnummer. Vi sparar också ditt språk, när du godkände våra villkor och hur du loggar in: tvåfaktorsautentisering, återställningskoder och lösennycklar. Vår [integritetspolicy](/Support/Privacy) förklarar varför och hur länge.`,
        },
      },
      {
        question: {
          'en-GB': 'How do you use cookies?',
          'da-DK': 'Hvordan bruger I cookies?',
          'nb-NO': 'Hvordan bruker dere informasjonskapsler?',
          'sv-SE': 'Hur använder ni cookies?',
        },
        answer: {
          'en-GB': `Until you have answered our cookie question, we only use necessary cookies: they keep you logged on, protect our forms and remember your answer. If you pick a language at the bottom of the page, a cookie remembers it. Whether we may also use cookies for preferences, statistics and marketing is up to you, and embedded videos from other services stay blocked until you accept marketing cookies.

You can change your answer at any time under [Cookie settings](/Support/Cookies#cookie-settings) at the bottom of every page.`,
          'da-DK': `Indtil du har svaret på vores spørgsmål om cookies, bruger vi kun nødvendige cookies: De holder dig logget ind, beskytter vores formularer og husker dit svar. Vælger du et sprog nederst på siden, husker en cookie det. Om vi også må bruge cookies til præferencer, statistik og marketing, bestemmer du selv, og indlejrede videoer fra andre tjenester er blokeret, indtil du accepterer marketingcookies.

Du kan altid ændre dit svar under [Cookieindstillinger](/Support/Cookies#cookie-settings) nederst på hver side.`,
          'nb-NO': `Inntil du har svart på spørsmålet vårt om informasjonskapsler, bruker vi bare nødvendige informasjonskapsler: De holder deg innlogget, beskytter skjemaene våre og husker svaret ditt. Velger du et språk nederst på siden, husker en informasjonskapsel det. Om vi også kan bruke informasjonskapsler for preferanser, statistikk og markedsføring, bestemmer du selv, og innebygde videoer fra andre tjenester er blokkert til du godtar informasjonskapsler for markedsføring.

Du kan når som helst endre svaret ditt under [Innstillinger for informasjonskapsler](/Support/Cookies#cookie-settings) nederst på hver side.`,
          'sv-SE': `Tills du har svarat på vår fråga om cookies använder vi bara nödvändiga cookies: de håller dig inloggad, skyddar våra formulär och kommer ihåg ditt svar. Om du väljer ett språk längst ned på sidan kommer en cookie ihåg det. Om vi också får använda cookies för preferenser, statistik och marknadsföring bestämmer du själv, och inbäddade videor från andra tjänster är blockerade tills du godkänner marknadsföringscookies.

Du kan när som helst ändra ditt svar under [Cookieinställningar](/Support/Cookies#cookie-settings) längst ned på varje sida.`,
        },
      },
      {
        question: {
          'en-GB': 'Can I get a copy of my data, or have it deleted?',
          'da-DK': 'Kan jeg få en kopi af mine oplysninger eller få dem slettet?',
          'nb-NO': 'Kan jeg få en kopi av opplysningene mine eller få dem slettet?',
          'sv-SE': 'Kan jag få en kopia av mina uppgifter eller få dem raderade?',
        },
        answer: {
          'en-GB': `Yes. You can see and change most of it under [Settings](/Settings), and delete your profile with all its personal data under [Settings › Delete profile](/Settings#settings-delete). For a copy of everything we store about you, write to us at support@nordlys.example from the e-mail address of your profile; we answer within one month.`,
          'da-DK': `Ja. Du kan se og ændre det meste under [Indstillinger](/Settings) og slette din profil med alle dens personoplysninger under [Indstillinger › Slet profil](/Settings#settings-delete). Vil du have en kopi af alt, hvad vi gemmer om dig, så skriv til os på support@nordlys.example fra din profils e-mailadresse; vi svarer inden for en måned.`,
          'nb-NO': `Ja. Du kan se og endre det meste under [Innstillinger](/Settings) og slette profilen din med alle personopplysningene under [Innstillinger › Slett profil](/Settings#settings-delete). Vil du ha en kopi av alt vi lagrer om deg, kan du skrive til oss på support@nordlys.example fra e-postadressen på profilen din; vi svarer innen en måned.`,
          'sv-SE': `Ja. Du kan se och ändra det mesta under [Inställningar](/Settings) och radera din profil med alla dess personuppgifter under [Inställningar › Radera profil](/Settings#settings-delete). Vill du ha en kopia av allt vi sparar om dig kan du skriva till oss på support@nordlys.example från din profils e-postadress; vi svarar inom en månad.`,
        },
      },
    ],
  },
];
