import type { FaqCategorySeed } from './types.ts';

/** Demo FAQ: five categories, shared by both sites. Answers use the body text markup of types.ts. */
export const faqCategories: FaqCategorySeed[] = [
  {
    key: 'account',
    name: { 'en-GB': 'Your account', 'da-DK': 'Din konto', 'nb-NO': 'Kontoen din', 'sv-SE': 'Ditt konto' },
    entries: [
      {
        question: {
          'en-GB': 'How do I create a profile?',
          'da-DK': 'Hvordan opretter jeg en profil?',
          'nb-NO': 'Hvordan oppretter jeg en profil?',
          'sv-SE': 'Hur skapar jag en profil?',
        },
        answer: {
          'en-GB': `Click ‘Create profile’ on the front page and enter your e-mail address, a username and your date of birth. We will send you an e-mail with a link to confirm your address. You must be at least 18 years old to join, and a basic profile is free.`,
          'da-DK': `Klik på »Opret profil« på forsiden, og indtast din e-mailadresse, et brugernavn og din fødselsdato. Vi sender dig en e-mail med et link, så du kan bekræfte din adresse. Du skal være mindst 18 år for at blive medlem, og en basisprofil er gratis.`,
          'nb-NO': `Klikk på «Opprett profil» på forsiden, og skriv inn e-postadressen din, et brukernavn og fødselsdatoen din. Vi sender deg en e-post med en lenke, slik at du kan bekrefte adressen. Du må være minst 18 år for å bli medlem, og en basisprofil er gratis.`,
          'sv-SE': `Klicka på ”Skapa profil” på startsidan och ange din e-postadress, ett användarnamn och ditt födelsedatum. Vi skickar ett mejl med en länk så att du kan bekräfta din adress. Du måste vara minst 18 år för att bli medlem, och en grundprofil är gratis.`,
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
          'en-GB': `Click ‘Forgotten password?’ on the login page and enter your e-mail address. We will send you a link where you can choose a new password; the link is valid for one hour. If you have set up a passkey, you can log in with it instead and change your password under Settings › Security. Can’t find the e-mail? Check your spam folder.`,
          'da-DK': `Klik på »Glemt adgangskode?« på login-siden, og indtast din e-mailadresse. Vi sender dig et link, hvor du kan vælge en ny adgangskode. Linket virker i en time. Har du oprettet en adgangsnøgle, kan du i stedet logge ind med den og skifte adgangskode under Indstillinger › Sikkerhed. Kan du ikke finde e-mailen, så kig i din spammappe.`,
          'nb-NO': `Klikk på «Glemt passord?» på innloggingssiden, og skriv inn e-postadressen din. Vi sender deg en lenke der du kan velge et nytt passord. Lenken er gyldig i én time. Har du lagt til en passnøkkel, kan du logge inn med den i stedet og endre passordet under Innstillinger › Sikkerhet. Finner du ikke e-posten? Sjekk søppelpostmappen.`,
          'sv-SE': `Klicka på ”Glömt lösenord?” på inloggningssidan och ange din e-postadress. Vi skickar en länk där du kan välja ett nytt lösenord. Länken gäller i en timme. Om du har lagt till en lösennyckel kan du logga in med den i stället och byta lösenord under Inställningar › Säkerhet. Hittar du inte mejlet? Titta i skräpposten.`,
        },
      },
      {
        question: {
          'en-GB': 'How do I turn on two-factor authentication?',
          'da-DK': 'Hvordan slår jeg totrinsbekræftelse til?',
          'nb-NO': 'Hvordan slår jeg på tofaktorautentisering?',
          'sv-SE': 'Hur aktiverar jag tvåfaktorsautentisering?',
        },
        answer: {
          'en-GB': `Go to Settings › Security and choose ‘Turn on two-factor authentication’. Scan the QR code with an authenticator app on your phone and enter the six-digit code to confirm. Keep your backup codes somewhere safe, as you will need them if you lose your phone. From then on, we will ask for a code whenever you log in on a new device.`,
          'da-DK': `Gå til Indstillinger › Sikkerhed, og vælg »Slå totrinsbekræftelse til«. Scan QR-koden med en godkendelsesapp på din telefon, og indtast den sekscifrede kode for at bekræfte. Gem dine backupkoder et sikkert sted, for du får brug for dem, hvis du mister din telefon. Derefter beder vi om en kode, hver gang du logger ind på en ny enhed.`,
          'nb-NO': `Gå til Innstillinger › Sikkerhet, og velg «Slå på tofaktorautentisering». Skann QR-koden med en autentiseringsapp på telefonen, og skriv inn den sekssifrede koden for å bekrefte. Ta vare på reservekodene et trygt sted, for du trenger dem hvis du mister telefonen. Etter dette ber vi om en kode hver gang du logger inn på en ny enhet.`,
          'sv-SE': `Gå till Inställningar › Säkerhet och välj ”Aktivera tvåfaktorsautentisering”. Skanna QR-koden med en autentiseringsapp i mobilen och ange den sexsiffriga koden för att bekräfta. Spara reservkoderna på ett säkert ställe, eftersom du behöver dem om du tappar bort mobilen. Därefter ber vi om en kod varje gång du loggar in på en ny enhet.`,
        },
      },
      {
        question: {
          'en-GB': 'Can I log in with a passkey?',
          'da-DK': 'Kan jeg logge ind med en adgangsnøgle?',
          'nb-NO': 'Kan jeg logge inn med en passnøkkel?',
          'sv-SE': 'Kan jag logga in med en lösennyckel?',
        },
        answer: {
          'en-GB': `Yes. A passkey lets you log in with your fingerprint, your face or the PIN code on your device instead of a password. It cannot be guessed, and it does not work on fake websites, so it protects you against phishing. To add one:

- Go to Settings › Security.
- Choose ‘Add passkey’.
- Follow the instructions on your phone or computer.

You can add passkeys on several devices and remove them again at any time.`,
          'da-DK': `Ja. Med en adgangsnøgle logger du ind med dit fingeraftryk, dit ansigt eller pinkoden på din enhed i stedet for en adgangskode. Den kan ikke gættes og virker ikke på falske hjemmesider, så den beskytter dig mod phishing. Sådan tilføjer du en:

- Gå til Indstillinger › Sikkerhed.
- Vælg »Tilføj adgangsnøgle«.
- Følg vejledningen på din telefon eller computer.

Du kan tilføje adgangsnøgler på flere enheder og fjerne dem igen når som helst.`,
          'nb-NO': `Ja. Med en passnøkkel logger du inn med fingeravtrykk, ansiktsgjenkjenning eller PIN-koden på enheten din i stedet for et passord. Den kan ikke gjettes og virker ikke på falske nettsider, så den beskytter deg mot nettfisking (phishing). Slik legger du til en:

- Gå til Innstillinger › Sikkerhet.
- Velg «Legg til passnøkkel».
- Følg instruksjonene på telefonen eller datamaskinen.

Du kan legge til passnøkler på flere enheter og fjerne dem igjen når du vil.`,
          'sv-SE': `Ja. Med en lösennyckel loggar du in med fingeravtryck, ansiktsigenkänning eller pinkoden på din enhet i stället för ett lösenord. Den går inte att gissa och fungerar inte på falska webbplatser, så den skyddar dig mot nätfiske. Så här lägger du till en:

- Gå till Inställningar › Säkerhet.
- Välj ”Lägg till lösennyckel”.
- Följ instruktionerna i mobilen eller datorn.

Du kan lägga till lösennycklar på flera enheter och ta bort dem igen när du vill.`,
        },
      },
    ],
  },
  {
    key: 'profile',
    name: { 'en-GB': 'Your profile', 'da-DK': 'Din profil', 'nb-NO': 'Profilen din', 'sv-SE': 'Din profil' },
    entries: [
      {
        question: {
          'en-GB': 'How do I write a good profile?',
          'da-DK': 'Hvordan skriver jeg en god profil?',
          'nb-NO': 'Hvordan skriver jeg en god profil?',
          'sv-SE': 'Hur skriver jag en bra profil?',
        },
        answer: {
          'en-GB': `A good profile makes it easy for others to start a conversation. A few tips:

- Write a little about what you enjoy and what you are looking for.
- Add a recent photo in which your face is clearly visible.
- Be honest: it saves everyone time.

Profiles with a photo and a few lines of text get far more replies than empty ones.`,
          'da-DK': `En god profil gør det let for andre at starte en samtale. Et par gode råd:

- Skriv lidt om, hvad du holder af, og hvad du søger.
- Tilføj et nyt billede, hvor man tydeligt kan se dit ansigt.
- Vær ærlig – det sparer alle for tid.

Profiler med et billede og et par linjers tekst får langt flere svar end tomme profiler.`,
          'nb-NO': `En god profil gjør det lett for andre å starte en samtale. Noen tips:

- Skriv litt om hva du liker, og hva du ser etter.
- Legg til et nytt bilde der ansiktet ditt vises tydelig.
- Vær ærlig – det sparer alle for tid.

Profiler med bilde og noen linjer tekst får langt flere svar enn tomme profiler.`,
          'sv-SE': `En bra profil gör det lätt för andra att börja prata med dig. Några tips:

- Skriv lite om vad du tycker om och vad du söker.
- Lägg till en aktuell bild där ditt ansikte syns tydligt.
- Var ärlig – det sparar tid för alla.

Profiler med en bild och några rader text får betydligt fler svar än tomma profiler.`,
        },
      },
      {
        question: {
          'en-GB': 'Why has my photo not been approved yet?',
          'da-DK': 'Hvorfor er mit billede ikke godkendt endnu?',
          'nb-NO': 'Hvorfor er ikke bildet mitt godkjent ennå?',
          'sv-SE': 'Varför har min bild inte godkänts än?',
        },
        answer: {
          'en-GB': `All profile photos are checked by our moderators before other members can see them. This usually happens within a few hours, but it can take longer at weekends. Photos must show you, must not contain nudity and must not show other people without their consent. If a photo is rejected, you will receive a message explaining why.`,
          'da-DK': `Alle profilbilleder bliver tjekket af vores moderatorer, før andre medlemmer kan se dem. Det sker som regel inden for få timer, men kan tage længere tid i weekenden. Billederne skal forestille dig, må ikke indeholde nøgenhed og må ikke vise andre personer uden deres samtykke. Hvis et billede bliver afvist, får du en besked med begrundelsen.`,
          'nb-NO': `Alle profilbilder blir kontrollert av moderatorene våre før andre medlemmer kan se dem. Det skjer vanligvis i løpet av noen timer, men kan ta lengre tid i helgene. Bildene skal vise deg, de må ikke inneholde nakenhet, og de må ikke vise andre personer uten deres samtykke. Hvis et bilde blir avvist, får du en melding med begrunnelsen.`,
          'sv-SE': `Alla profilbilder granskas av våra moderatorer innan andra medlemmar kan se dem. Det brukar gå på några timmar, men kan ta längre tid under helger. Bilderna ska föreställa dig, får inte innehålla nakenhet och får inte visa andra personer utan deras samtycke. Om en bild inte godkänns får du ett meddelande med en förklaring.`,
        },
      },
      {
        question: {
          'en-GB': 'What is the guestbook?',
          'da-DK': 'Hvad er gæstebogen?',
          'nb-NO': 'Hva er gjesteboken?',
          'sv-SE': 'Vad är gästboken?',
        },
        answer: {
          'en-GB': `The guestbook is a space on your profile where other members can leave a short greeting that everyone can read. You decide whether it is open to all members, only to your friends or closed. You can delete any entry you do not want to keep.`,
          'da-DK': `Gæstebogen er et sted på din profil, hvor andre medlemmer kan skrive en kort hilsen, som alle kan læse. Du bestemmer selv, om den er åben for alle medlemmer, kun for dine venner eller lukket. Indlæg, du ikke ønsker at beholde, kan du altid slette.`,
          'nb-NO': `Gjesteboken er et sted på profilen din der andre medlemmer kan legge igjen en kort hilsen som alle kan lese. Du bestemmer selv om den skal være åpen for alle medlemmer, bare for vennene dine eller stengt. Innlegg du ikke vil beholde, kan du alltid slette.`,
          'sv-SE': `Gästboken är en plats på din profil där andra medlemmar kan lämna en kort hälsning som alla kan läsa. Du bestämmer själv om den ska vara öppen för alla medlemmar, bara för dina vänner eller stängd. Inlägg som du inte vill ha kvar kan du alltid ta bort.`,
        },
      },
      {
        question: {
          'en-GB': 'Can I hide my profile for a while?',
          'da-DK': 'Kan jeg skjule min profil i en periode?',
          'nb-NO': 'Kan jeg skjule profilen min en stund?',
          'sv-SE': 'Kan jag dölja min profil ett tag?',
        },
        answer: {
          'en-GB': `Yes. Under Settings › Privacy you can hide your profile, so that it no longer appears in search results or in QuickScor. Your messages, friends and favourites are kept, and you can make your profile visible again whenever you like.`,
          'da-DK': `Ja. Under Indstillinger › Privatliv kan du skjule din profil, så den ikke længere vises i søgeresultater eller i QuickScor. Dine beskeder, venner og favoritter bliver gemt, og du kan gøre profilen synlig igen, når du har lyst.`,
          'nb-NO': `Ja. Under Innstillinger › Personvern kan du skjule profilen din, slik at den ikke lenger vises i søkeresultater eller i QuickScor. Meldingene, vennene og favorittene dine blir tatt vare på, og du kan gjøre profilen synlig igjen når du vil.`,
          'sv-SE': `Ja. Under Inställningar › Integritet kan du dölja din profil så att den inte längre visas i sökresultat eller i QuickScor. Dina meddelanden, vänner och favoriter sparas, och du kan göra profilen synlig igen när du vill.`,
        },
      },
    ],
  },
  {
    key: 'membership',
    name: {
      'en-GB': 'Membership and payment',
      'da-DK': 'Medlemskab og betaling',
      'nb-NO': 'Medlemskap og betaling',
      'sv-SE': 'Medlemskap och betalning',
    },
    entries: [
      {
        question: {
          'en-GB': 'What does membership cost?',
          'da-DK': 'Hvad koster et medlemskab?',
          'nb-NO': 'Hva koster medlemskap?',
          'sv-SE': 'Vad kostar ett medlemskap?',
        },
        answer: {
          'en-GB': `Creating a profile and using the basic features is free. A paid membership costs a fixed amount per month and gives you extra features such as unlimited messages, extended search and seeing who has visited your profile. The current price in your currency is shown under Settings › Membership before you pay, and all prices include VAT.`,
          'da-DK': `Det er gratis at oprette en profil og bruge de grundlæggende funktioner. Et betalt medlemskab koster et fast beløb om måneden og giver dig ekstra funktioner som ubegrænsede beskeder, udvidet søgning og mulighed for at se, hvem der har besøgt din profil. Den aktuelle pris i din valuta står under Indstillinger › Medlemskab, før du betaler, og alle priser er inklusive moms.`,
          'nb-NO': `Det er gratis å opprette en profil og bruke de grunnleggende funksjonene. Et betalt medlemskap koster et fast beløp per måned og gir deg ekstra funksjoner som ubegrensede meldinger, utvidet søk og muligheten til å se hvem som har besøkt profilen din. Gjeldende pris i din valuta vises under Innstillinger › Medlemskap før du betaler, og alle priser er inkludert mva.`,
          'sv-SE': `Det är gratis att skapa en profil och använda de grundläggande funktionerna. Ett betalt medlemskap kostar ett fast belopp per månad och ger dig extra funktioner som obegränsat antal meddelanden, utökad sökning och möjlighet att se vem som har besökt din profil. Det aktuella priset i din valuta visas under Inställningar › Medlemskap innan du betalar, och alla priser är inklusive moms.`,
        },
      },
      {
        question: {
          'en-GB': 'How do I cancel my membership?',
          'da-DK': 'Hvordan opsiger jeg mit medlemskab?',
          'nb-NO': 'Hvordan sier jeg opp medlemskapet?',
          'sv-SE': 'Hur säger jag upp mitt medlemskap?',
        },
        answer: {
          'en-GB': `Go to Settings › Membership and choose ‘Cancel membership’. You keep the paid features until the end of the month you have paid for, and we will not charge you again. Your profile stays active as a free profile unless you also choose to close it.`,
          'da-DK': `Gå til Indstillinger › Medlemskab, og vælg »Opsig medlemskab«. Du beholder de betalte funktioner til udgangen af den måned, du har betalt for, og vi trækker ikke flere penge. Din profil forbliver aktiv som gratisprofil, medmindre du også vælger at lukke den.`,
          'nb-NO': `Gå til Innstillinger › Medlemskap, og velg «Si opp medlemskap». Du beholder de betalte funksjonene ut måneden du har betalt for, og du blir ikke belastet igjen. Profilen din er fortsatt aktiv som gratisprofil, med mindre du også velger å avslutte den.`,
          'sv-SE': `Gå till Inställningar › Medlemskap och välj ”Säg upp medlemskap”. Du behåller de betalda funktionerna till slutet av den månad du har betalat för, och vi drar inga fler betalningar. Din profil fortsätter att vara aktiv som gratisprofil, om du inte också väljer att avsluta den.`,
        },
      },
      {
        question: {
          'en-GB': 'Which payment methods can I use?',
          'da-DK': 'Hvilke betalingsmetoder kan jeg bruge?',
          'nb-NO': 'Hvilke betalingsmåter kan jeg bruke?',
          'sv-SE': 'Vilka betalsätt kan jag använda?',
        },
        answer: {
          'en-GB': `You can pay with Visa, Mastercard and the other payment methods shown at checkout. Payments are handled by our payment provider over an encrypted connection, and we never see your full card number. Receipts are sent by e-mail and can also be found under Settings › Membership.`,
          'da-DK': `Du kan betale med Visa, Mastercard og de øvrige betalingsmetoder, der vises ved betalingen. Betalingerne håndteres af vores betalingsudbyder via en krypteret forbindelse, og vi ser aldrig dit fulde kortnummer. Kvitteringer sendes på e-mail og kan også findes under Indstillinger › Medlemskab.`,
          'nb-NO': `Du kan betale med Visa, Mastercard og de andre betalingsmåtene som vises i kassen. Betalingene håndteres av betalingsleverandøren vår over en kryptert forbindelse, og vi ser aldri hele kortnummeret ditt. Kvitteringer sendes på e-post og ligger også under Innstillinger › Medlemskap.`,
          'sv-SE': `Du kan betala med Visa, Mastercard och de andra betalsätt som visas i kassan. Betalningarna hanteras av vår betaltjänstleverantör via en krypterad anslutning, och vi ser aldrig hela ditt kortnummer. Kvitton skickas via e-post och finns också under Inställningar › Medlemskap.`,
        },
      },
      {
        question: {
          'en-GB': 'Can I get my money back?',
          'da-DK': 'Kan jeg få pengene tilbage?',
          'nb-NO': 'Kan jeg få pengene tilbake?',
          'sv-SE': 'Kan jag få pengarna tillbaka?',
        },
        answer: {
          'en-GB': `When you buy a membership, you have a 14-day right of withdrawal. If you withdraw, we refund the amount you paid minus a proportionate share for the days you have used. Contact support within the 14 days, and we will refund you using the same payment method. You can read more in our terms of sale.`,
          'da-DK': `Når du køber et medlemskab, har du 14 dages fortrydelsesret. Hvis du fortryder, refunderer vi beløbet fratrukket en forholdsmæssig andel for de dage, du har brugt. Kontakt supporten inden for de 14 dage, så tilbagebetaler vi pengene med samme betalingsmetode. Du kan læse mere i vores handelsbetingelser.`,
          'nb-NO': `Når du kjøper medlemskap, har du 14 dagers angrerett. Hvis du angrer, betaler vi tilbake beløpet minus en forholdsmessig andel for dagene du har brukt. Kontakt kundeservice innen de 14 dagene, så refunderer vi pengene med samme betalingsmåte. Du kan lese mer i salgsbetingelsene våre.`,
          'sv-SE': `När du köper ett medlemskap har du 14 dagars ångerrätt. Om du ångrar dig betalar vi tillbaka beloppet med avdrag för en proportionerlig del för de dagar du har använt. Kontakta kundtjänst inom de 14 dagarna, så återbetalar vi pengarna med samma betalsätt. Du kan läsa mer i våra köpvillkor.`,
        },
      },
    ],
  },
  {
    key: 'safety',
    name: {
      'en-GB': 'Safety and reporting',
      'da-DK': 'Sikkerhed og anmeldelser',
      'nb-NO': 'Sikkerhet og rapportering',
      'sv-SE': 'Säkerhet och anmälningar',
    },
    entries: [
      {
        question: {
          'en-GB': 'How do I report a profile or a message?',
          'da-DK': 'Hvordan anmelder jeg en profil eller en besked?',
          'nb-NO': 'Hvordan rapporterer jeg en profil eller en melding?',
          'sv-SE': 'Hur anmäler jag en profil eller ett meddelande?',
        },
        answer: {
          'en-GB': `Click ‘Report’ on the profile or in the message, choose a reason and add a few words if you like. Our moderators review every report, usually within 24 hours on weekdays. The member you report is never told who reported them. If you are in immediate danger, always call the police first on 112 (or 999 in the UK).`,
          'da-DK': `Klik på »Anmeld« på profilen eller i beskeden, vælg en årsag, og skriv gerne et par ord. Vores moderatorer gennemgår alle anmeldelser, som regel inden for 24 timer på hverdage. Det medlem, du anmelder, får aldrig at vide, hvem der har anmeldt vedkommende. Er du i akut fare, så ring altid først til politiet på 112.`,
          'nb-NO': `Klikk på «Rapporter» på profilen eller i meldingen, velg en årsak, og skriv gjerne noen ord. Moderatorene våre går gjennom alle rapporter, vanligvis innen 24 timer på hverdager. Medlemmet du rapporterer, får aldri vite hvem som har rapportert. Er du i akutt fare, skal du alltid ringe politiet først på 112.`,
          'sv-SE': `Klicka på ”Anmäl” på profilen eller i meddelandet, välj en anledning och skriv gärna några ord. Våra moderatorer går igenom alla anmälningar, oftast inom 24 timmar på vardagar. Den medlem du anmäler får aldrig veta vem som har gjort anmälan. Om du är i akut fara ska du alltid ringa polisen först på 112.`,
        },
      },
      {
        question: {
          'en-GB': 'How do I block someone?',
          'da-DK': 'Hvordan blokerer jeg et medlem?',
          'nb-NO': 'Hvordan blokkerer jeg noen?',
          'sv-SE': 'Hur blockerar jag någon?',
        },
        answer: {
          'en-GB': `Open the member’s profile and choose ‘Block’. The member can then no longer see your profile, write to you or sign your guestbook, and will not be told that they have been blocked. You can see and undo your blocks under Settings › Privacy.`,
          'da-DK': `Åbn medlemmets profil, og vælg »Bloker«. Medlemmet kan derefter ikke længere se din profil, skrive til dig eller skrive i din gæstebog og får ikke besked om at være blevet blokeret. Du kan se og ophæve dine blokeringer under Indstillinger › Privatliv.`,
          'nb-NO': `Åpne profilen til medlemmet, og velg «Blokker». Medlemmet kan da ikke lenger se profilen din, skrive til deg eller skrive i gjesteboken din, og får ikke beskjed om at det er blokkert. Du kan se og oppheve blokkeringene dine under Innstillinger › Personvern.`,
          'sv-SE': `Öppna medlemmens profil och välj ”Blockera”. Medlemmen kan då inte längre se din profil, skriva till dig eller skriva i din gästbok, och får inget besked om att hen har blockerats. Du kan se och häva dina blockeringar under Inställningar › Integritet.`,
        },
      },
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
          'en-GB': `Everyone must give their date of birth when joining, and you must be at least 18. Our moderators check photos and act quickly on reports about possible minors. Profiles that we believe belong to someone under 18 are closed immediately.`,
          'da-DK': `Alle skal oplyse deres fødselsdato ved tilmelding, og man skal være mindst 18 år. Vores moderatorer tjekker billeder og reagerer hurtigt på anmeldelser om mulige mindreårige. Profiler, som vi mener tilhører en person under 18 år, bliver lukket med det samme.`,
          'nb-NO': `Alle må oppgi fødselsdato når de registrerer seg, og man må være minst 18 år. Moderatorene våre kontrollerer bilder og reagerer raskt på rapporter om mulige mindreårige. Profiler vi mener tilhører noen under 18 år, blir stengt umiddelbart.`,
          'sv-SE': `Alla måste ange sitt födelsedatum när de registrerar sig, och man måste vara minst 18 år. Våra moderatorer granskar bilder och agerar snabbt på anmälningar om möjliga minderåriga. Profiler som vi tror tillhör någon under 18 år stängs omedelbart.`,
        },
      },
    ],
  },
  {
    key: 'privacy',
    name: {
      'en-GB': 'Privacy and data',
      'da-DK': 'Privatliv og data',
      'nb-NO': 'Personvern og data',
      'sv-SE': 'Integritet och data',
    },
    entries: [
      {
        question: {
          'en-GB': 'Who can see my profile?',
          'da-DK': 'Hvem kan se min profil?',
          'nb-NO': 'Hvem kan se profilen min?',
          'sv-SE': 'Vem kan se min profil?',
        },
        answer: {
          'en-GB': `Only logged-in members can see profiles; search engines and visitors who are not logged in cannot. Under Settings › Privacy you can also hide your age, your location or your whole profile. Profiles on Nordlys Nights are only shown to members who have chosen to use Nordlys Nights.`,
          'da-DK': `Kun medlemmer, der er logget ind, kan se profiler – søgemaskiner og besøgende, der ikke er logget ind, kan ikke. Under Indstillinger › Privatliv kan du desuden skjule din alder, din placering eller hele din profil. Profiler på Nordlys Nights vises kun for medlemmer, der selv har valgt at bruge Nordlys Nights.`,
          'nb-NO': `Bare innloggede medlemmer kan se profiler – søkemotorer og besøkende som ikke er logget inn, kan ikke det. Under Innstillinger › Personvern kan du også skjule alderen din, hvor du bor, eller hele profilen. Profiler på Nordlys Nights vises bare for medlemmer som selv har valgt å bruke Nordlys Nights.`,
          'sv-SE': `Bara inloggade medlemmar kan se profiler – sökmotorer och besökare som inte är inloggade kan inte det. Under Inställningar › Integritet kan du dessutom dölja din ålder, din ort eller hela din profil. Profiler på Nordlys Nights visas bara för medlemmar som själva har valt att använda Nordlys Nights.`,
        },
      },
      {
        question: {
          'en-GB': 'Can I download or delete my data?',
          'da-DK': 'Kan jeg downloade eller slette mine data?',
          'nb-NO': 'Kan jeg laste ned eller slette dataene mine?',
          'sv-SE': 'Kan jag ladda ned eller radera mina uppgifter?',
        },
        answer: {
          'en-GB': `Yes. Under Settings › Privacy you can download a copy of the information we store about you. If you close your profile, your profile, photos and messages are deleted within 30 days. We only keep what the law requires, such as payment records for accounting.`,
          'da-DK': `Ja. Under Indstillinger › Privatliv kan du downloade en kopi af de oplysninger, vi har gemt om dig. Hvis du lukker din profil, bliver din profil, dine billeder og dine beskeder slettet inden for 30 dage. Vi gemmer kun det, loven kræver, fx betalingsoplysninger til bogføringen.`,
          'nb-NO': `Ja. Under Innstillinger › Personvern kan du laste ned en kopi av opplysningene vi har lagret om deg. Hvis du avslutter profilen din, blir profilen, bildene og meldingene dine slettet innen 30 dager. Vi beholder bare det loven krever, for eksempel betalingsopplysninger til regnskapet.`,
          'sv-SE': `Ja. Under Inställningar › Integritet kan du ladda ned en kopia av de uppgifter vi har sparat om dig. Om du avslutar din profil raderas din profil, dina bilder och dina meddelanden inom 30 dagar. Vi sparar bara det som lagen kräver, till exempel betalningsuppgifter för bokföringen.`,
        },
      },
      {
        question: {
          'en-GB': 'Does anyone read my messages?',
          'da-DK': 'Læser nogen mine beskeder?',
          'nb-NO': 'Leser noen meldingene mine?',
          'sv-SE': 'Läser någon mina meddelanden?',
        },
        answer: {
          'en-GB': `Your messages are private between you and the people you write to. Our moderators only read a conversation if it has been reported or if we need to investigate misuse such as fraud. We never use your messages for advertising.`,
          'da-DK': `Dine beskeder er private mellem dig og dem, du skriver med. Vores moderatorer læser kun en samtale, hvis den er blevet anmeldt, eller hvis vi skal undersøge misbrug som fx svindel. Vi bruger aldrig dine beskeder til reklame.`,
          'nb-NO': `Meldingene dine er private mellom deg og dem du skriver med. Moderatorene våre leser bare en samtale hvis den er rapportert, eller hvis vi må undersøke misbruk, for eksempel svindel. Vi bruker aldri meldingene dine til reklame.`,
          'sv-SE': `Dina meddelanden är privata mellan dig och dem du skriver med. Våra moderatorer läser bara en konversation om den har anmälts eller om vi behöver utreda missbruk, till exempel bedrägeri. Vi använder aldrig dina meddelanden i reklamsyfte.`,
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
          'en-GB': `Until you have made a choice, we only use necessary cookies. You then decide whether to accept preferences, statistics and marketing cookies. Embedded videos from external services are blocked until you accept marketing cookies. You can change your choice at any time via ‘Cookie settings’ at the bottom of every page.`,
          'da-DK': `Indtil du har truffet et valg, bruger vi kun nødvendige cookies. Derefter bestemmer du selv, om du vil acceptere cookies til præferencer, statistik og marketing. Indlejrede videoer fra eksterne tjenester er blokeret, indtil du accepterer marketingcookies. Du kan altid ændre dit valg via »Cookieindstillinger« nederst på hver side.`,
          'nb-NO': `Inntil du har tatt et valg, bruker vi bare nødvendige informasjonskapsler (cookies). Deretter bestemmer du selv om du vil godta informasjonskapsler for preferanser, statistikk og markedsføring. Innebygde videoer fra eksterne tjenester er blokkert til du godtar informasjonskapsler for markedsføring. Du kan når som helst endre valget ditt via «Innstillinger for informasjonskapsler» nederst på hver side.`,
          'sv-SE': `Tills du har gjort ett val använder vi bara nödvändiga cookies. Sedan bestämmer du själv om du vill godkänna cookies för preferenser, statistik och marknadsföring. Inbäddade videor från externa tjänster är blockerade tills du godkänner marknadsföringscookies. Du kan ändra ditt val när som helst via ”Cookieinställningar” längst ned på varje sida.`,
        },
      },
    ],
  },
];
