import type { LandingPageSeed } from './types.ts';

/**
 * Demo landing pages: four for Nordlys (site 1), two for Nordlys Nights (site 2). Bodies use the body text
 * markup of types.ts. What they say about the site is what it does today; the rest is advice and local colour.
 */
export const landingPages: LandingPageSeed[] = [
  {
    siteId: 1,
    path: '/dating-copenhagen',
    onFrontpage: true,
    title: {
      'en-GB': 'Dating in Copenhagen',
      'da-DK': 'Dating i København',
      'nb-NO': 'Dating i København',
      'sv-SE': 'Dejting i Köpenhamn',
    },
    summary: {
      'en-GB': 'Nordlys is run from Vesterbrogade in Copenhagen. Create your free profile, and get our tips for a first date in the city.',
      'da-DK': 'Nordlys drives fra Vesterbrogade i København. Opret din gratis profil, og få vores tips til en første date i byen.',
      'nb-NO': 'Nordlys drives fra Vesterbrogade i København. Opprett en gratis profil, og få tipsene våre til en første date i byen.',
      'sv-SE': 'Nordlys drivs från Vesterbrogade i Köpenhamn. Skapa din gratis profil och få våra tips inför en första dejt i staden.',
    },
    body: {
      'en-GB': `Copenhagen is a city made for meeting people: long summer evenings by the harbour, cosy cafés in Vesterbro and Nørrebro, and bike rides around the Lakes. Our own office is on Vesterbrogade, so the city is close to our hearts.

## Start with your profile

[Create a free profile](/Create) in a couple of minutes, for yourself or as a couple profile for the two of you. Choose Denmark and your postal code, and use the site in Danish or English – you can switch at the bottom of every page.

## Safe from the start

Log on with a passkey, or turn on two-factor log-on, so that nobody gets into your profile with a password alone. If something feels wrong, our support team answers on weekdays.

## Ideas for a first date in Copenhagen

- A coffee in Vesterbro or Nørrebro: easy to arrive at, easy to leave.
- A walk around the Lakes, where there is always something to talk about.
- A summer evening by the harbour, in a public place with plenty of people around.

Whatever you choose, tell a friend where you are going. You must be 18 or older to create a profile.`,
      'da-DK': `København er skabt til at møde mennesker: lange sommeraftener ved havnen, hyggelige caféer på Vesterbro og Nørrebro og cykelture rundt om Søerne. Vores eget kontor ligger på Vesterbrogade, så byen ligger vores hjerte nær.

## Start med din profil

[Opret en gratis profil](/Create) på et par minutter – til dig selv eller som parprofil til jer to. Vælg Danmark og dit postnummer, og brug siden på dansk eller engelsk; du kan skifte nederst på hver side.

## Tryghed fra starten

Log ind med en adgangsnøgle, eller slå totrinsbekræftelse til, så ingen kommer ind på din profil med en adgangskode alene. Føles noget forkert, svarer vores kundeservice på hverdage.

## Idéer til en første date i København

- En kop kaffe på Vesterbro eller Nørrebro: let at komme til og let at gå fra.
- En gåtur rundt om Søerne, hvor der altid er noget at snakke om.
- En sommeraften ved havnen, et offentligt sted med masser af mennesker omkring jer.

Uanset hvad I vælger, så fortæl en ven, hvor du skal hen. Du skal være fyldt 18 år for at oprette en profil.`,
      'nb-NO': `København er som skapt for å møte nye mennesker: lange sommerkvelder ved havnen, koselige kafeer på Vesterbro og Nørrebro og sykkelturer rundt innsjøene. Kontoret vårt ligger på Vesterbrogade, så byen står hjertet vårt nær.

## Start med profilen din

[Opprett en gratis profil](/Create) på et par minutter – for deg selv eller som parprofil for dere to. Velg Danmark og postnummeret ditt, og bruk nettstedet på dansk eller engelsk; du kan bytte nederst på hver side.

## Trygt fra start

Logg inn med en tilgangsnøkkel, eller slå på tofaktorautentisering, så ingen kommer inn på profilen din med bare et passord. Føles noe feil, svarer kundeservice på hverdager.

## Idéer til en første date i København

- En kopp kaffe på Vesterbro eller Nørrebro: lett å komme til og lett å gå fra.
- En tur rundt innsjøene, der det alltid er noe å snakke om.
- En sommerkveld ved havnen, på et offentlig sted med mange folk rundt dere.

Uansett hva dere velger, bør du fortelle en venn hvor du skal. Du må ha fylt 18 år for å opprette en profil.`,
      'sv-SE': `Köpenhamn är som gjort för att träffa nya människor: långa sommarkvällar vid hamnen, mysiga kaféer på Vesterbro och Nørrebro och cykelturer runt Søerne. Vårt eget kontor ligger på Vesterbrogade, så staden ligger oss varmt om hjärtat.

## Börja med din profil

[Skapa en gratis profil](/Create) på ett par minuter – för dig själv eller som parprofil för er två. Välj Danmark och ditt postnummer och använd webbplatsen på danska eller engelska; du kan byta längst ned på varje sida.

## Tryggt från början

Logga in med en lösennyckel eller slå på tvåfaktorsautentisering, så att ingen kommer in på din profil med bara ett lösenord. Om något känns fel svarar vår kundtjänst på vardagar.

## Idéer till en första dejt i Köpenhamn

- En fika på Vesterbro eller Nørrebro: lätt att komma till och lätt att gå ifrån.
- En promenad runt Søerne, där det alltid finns något att prata om.
- En sommarkväll vid hamnen, på en offentlig plats med gott om folk omkring er.

Vad ni än väljer, berätta för en vän vart du ska. Du måste ha fyllt 18 år för att skapa en profil.`,
    },
  },
  {
    siteId: 1,
    path: '/dating-oslo',
    onFrontpage: true,
    title: {
      'en-GB': 'Dating in Oslo',
      'da-DK': 'Dating i Oslo',
      'nb-NO': 'Dating i Oslo',
      'sv-SE': 'Dejting i Oslo',
    },
    summary: {
      'en-GB': 'From Grünerløkka to the fjord: create your free profile in Norwegian, and get our tips for a first date in Oslo.',
      'da-DK': 'Fra Grünerløkka til fjorden: Opret din gratis profil på norsk, og få vores tips til en første date i Oslo.',
      'nb-NO': 'Fra Grünerløkka til fjorden: Opprett en gratis profil på norsk, og få tipsene våre til en første date i Oslo.',
      'sv-SE': 'Från Grünerløkka till fjorden: skapa din gratis profil på norska och få våra tips inför en första dejt i Oslo.',
    },
    body: {
      'en-GB': `Oslo has a bit of everything: cafés and vintage shops in Grünerløkka, long walks along the Akerselva and, only a short ferry ride away, the islands of the Oslofjord. It is a city where it is easy to suggest a meeting that does not feel like a job interview.

## Start with your profile

[Create a free profile](/Create) in a couple of minutes, for yourself or as a couple profile for the two of you. Choose Norway and your postal code, and use the site in Norwegian – you can switch language at the bottom of every page.

## Safe from the start

Log on with a passkey, or turn on two-factor log-on, so that nobody gets into your profile with a password alone. If something feels wrong, our support team answers on weekdays.

## Ideas for a first date in Oslo

- A coffee in Grünerløkka, followed by a walk along the Akerselva.
- A ferry trip to one of the islands in the fjord on a summer afternoon.
- A visit to a museum or gallery, where there is always something to talk about.

Meet in a public place the first time, and tell a friend where you are going. You must be 18 or older to create a profile.`,
      'da-DK': `Oslo har lidt af det hele: caféer og genbrugsbutikker på Grünerløkka, lange gåture langs Akerselva og, kun en kort færgetur væk, øerne i Oslofjorden. Det er en by, hvor det er let at foreslå et møde, der ikke føles som en jobsamtale.

## Start med din profil

[Opret en gratis profil](/Create) på et par minutter – til dig selv eller som parprofil til jer to. Vælg Norge og dit postnummer, og brug siden på norsk; du kan skifte sprog nederst på hver side.

## Tryghed fra starten

Log ind med en adgangsnøgle, eller slå totrinsbekræftelse til, så ingen kommer ind på din profil med en adgangskode alene. Føles noget forkert, svarer vores kundeservice på hverdage.

## Idéer til en første date i Oslo

- En kop kaffe på Grünerløkka og bagefter en gåtur langs Akerselva.
- En færgetur til en af øerne i fjorden en sommereftermiddag.
- Et besøg på et museum eller et galleri, hvor der altid er noget at tale om.

Mød hinanden et offentligt sted første gang, og fortæl en ven, hvor du skal hen. Du skal være fyldt 18 år for at oprette en profil.`,
      'nb-NO': `Oslo har litt av alt: kafeer og bruktbutikker på Grünerløkka, lange turer langs Akerselva og, bare en kort båttur unna, øyene i Oslofjorden. Det er en by der det er lett å foreslå et møte som ikke føles som et jobbintervju.

## Start med profilen din

[Opprett en gratis profil](/Create) på et par minutter – for deg selv eller som parprofil for dere to. Velg Norge og postnummeret ditt, og bruk nettstedet på norsk; du kan bytte språk nederst på hver side.

## Trygt fra start

Logg inn med en tilgangsnøkkel, eller slå på tofaktorautentisering, så ingen kommer inn på profilen din med bare et passord. Føles noe feil, svarer kundeservice på hverdager.

## Idéer til en første date i Oslo

- En kopp kaffe på Grünerløkka og deretter en tur langs Akerselva.
- En båttur til en av øyene i fjorden en sommerettermiddag.
- Et besøk på et museum eller et galleri, der det alltid er noe å snakke om.

Møt hverandre på et offentlig sted første gang, og fortell en venn hvor du skal. Du må ha fylt 18 år for å opprette en profil.`,
      'sv-SE': `Oslo har lite av allt: kaféer och secondhandbutiker på Grünerløkka, långa promenader längs Akerselva och, bara en kort båttur bort, öarna i Oslofjorden. Det är en stad där det är lätt att föreslå en träff som inte känns som en anställningsintervju.

## Börja med din profil

[Skapa en gratis profil](/Create) på ett par minuter – för dig själv eller som parprofil för er två. Välj Norge och ditt postnummer och använd webbplatsen på norska; du kan byta språk längst ned på varje sida.

## Tryggt från början

Logga in med en lösennyckel eller slå på tvåfaktorsautentisering, så att ingen kommer in på din profil med bara ett lösenord. Om något känns fel svarar vår kundtjänst på vardagar.

## Idéer till en första dejt i Oslo

- En fika på Grünerløkka och sedan en promenad längs Akerselva.
- En båttur till någon av öarna i fjorden en sommareftermiddag.
- Ett besök på ett museum eller ett galleri, där det alltid finns något att prata om.

Träffas på en offentlig plats första gången och berätta för en vän vart du ska. Du måste ha fyllt 18 år för att skapa en profil.`,
    },
  },
  {
    siteId: 1,
    path: '/dating-stockholm',
    onFrontpage: true,
    title: {
      'en-GB': 'Dating in Stockholm',
      'da-DK': 'Dating i Stockholm',
      'nb-NO': 'Dating i Stockholm',
      'sv-SE': 'Dejting i Stockholm',
    },
    summary: {
      'en-GB': 'A fika, a trip to the archipelago or a new friendship: create your free profile in Swedish, and get our tips for a first date in Stockholm.',
      'da-DK': 'En fika, en tur i skærgården eller et nyt venskab: Opret din gratis profil på svensk, og få vores tips til en første date i Stockholm.',
      'nb-NO': 'En fika, en tur i skjærgården eller et nytt vennskap: Opprett en gratis profil på svensk, og få tipsene våre til en første date i Stockholm.',
      'sv-SE': 'En fika, en tur i skärgården eller en ny vänskap: skapa din gratis profil på svenska och få våra tips inför en första dejt i Stockholm.',
    },
    body: {
      'en-GB': `Stockholm is spread across fourteen islands, but meeting someone new should not feel like a long journey. Between the cafés of Södermalm, the waterside paths and the boats to the archipelago, there is always a good place to meet.

## Start with your profile

[Create a free profile](/Create) in a couple of minutes, for yourself or as a couple profile for the two of you. Choose Sweden and your postal code, and use the site in Swedish – you can switch language at the bottom of every page.

## Safe from the start

Log on with a passkey, or turn on two-factor log-on, so that nobody gets into your profile with a password alone. If something feels wrong, our support team answers on weekdays.

## Ideas for a first date in Stockholm

- A fika on Södermalm: short, relaxed and easy to extend if it goes well.
- A walk along the water on Djurgården.
- A boat trip into the archipelago on a summer day.

Meet in a public place the first time, and tell a friend where you are going. You must be 18 or older to create a profile.`,
      'da-DK': `Stockholm er bygget på fjorten øer, men det skal ikke føles som en lang rejse at møde en ny. Mellem caféerne på Södermalm, stierne langs vandet og bådene ud i skærgården er der altid et godt sted at mødes.

## Start med din profil

[Opret en gratis profil](/Create) på et par minutter – til dig selv eller som parprofil til jer to. Vælg Sverige og dit postnummer, og brug siden på svensk; du kan skifte sprog nederst på hver side.

## Tryghed fra starten

Log ind med en adgangsnøgle, eller slå totrinsbekræftelse til, så ingen kommer ind på din profil med en adgangskode alene. Føles noget forkert, svarer vores kundeservice på hverdage.

## Idéer til en første date i Stockholm

- En fika på Södermalm: kort, afslappet og let at forlænge, hvis det går godt.
- En gåtur langs vandet på Djurgården.
- En bådtur ud i skærgården en sommerdag.

Mød hinanden et offentligt sted første gang, og fortæl en ven, hvor du skal hen. Du skal være fyldt 18 år for at oprette en profil.`,
      'nb-NO': `Stockholm er bygd på fjorten øyer, men det skal ikke føles som en lang reise å møte noen nye. Mellom kafeene på Södermalm, stiene langs vannet og båtene ut i skjærgården finnes det alltid et godt sted å møtes.

## Start med profilen din

[Opprett en gratis profil](/Create) på et par minutter – for deg selv eller som parprofil for dere to. Velg Sverige og postnummeret ditt, og bruk nettstedet på svensk; du kan bytte språk nederst på hver side.

## Trygt fra start

Logg inn med en tilgangsnøkkel, eller slå på tofaktorautentisering, så ingen kommer inn på profilen din med bare et passord. Føles noe feil, svarer kundeservice på hverdager.

## Idéer til en første date i Stockholm

- En fika på Södermalm: kort, avslappet og lett å forlenge hvis det går bra.
- En tur langs vannet på Djurgården.
- En båttur ut i skjærgården en sommerdag.

Møt hverandre på et offentlig sted første gang, og fortell en venn hvor du skal. Du må ha fylt 18 år for å opprette en profil.`,
      'sv-SE': `Stockholm är byggt på fjorton öar, men att träffa någon ny ska inte kännas som en lång resa. Mellan kaféerna på Södermalm, stigarna längs vattnet och båtarna ut i skärgården finns det alltid ett bra ställe att träffas på.

## Börja med din profil

[Skapa en gratis profil](/Create) på ett par minuter – för dig själv eller som parprofil för er två. Välj Sverige och ditt postnummer och använd webbplatsen på svenska; du kan byta språk längst ned på varje sida.

## Tryggt från början

Logga in med en lösennyckel eller slå på tvåfaktorsautentisering, så att ingen kommer in på din profil med bara ett lösenord. Om något känns fel svarar vår kundtjänst på vardagar.

## Idéer till en första dejt i Stockholm

- En fika på Södermalm: kort, avslappnad och lätt att förlänga om det går bra.
- En promenad längs vattnet på Djurgården.
- En båttur ut i skärgården en sommardag.

Träffas på en offentlig plats första gången och berätta för en vän vart du ska. Du måste ha fyllt 18 år för att skapa en profil.`,
    },
  },
  {
    siteId: 1,
    path: '/meet-couples',
    onFrontpage: false,
    title: {
      'en-GB': 'A profile for the two of you',
      'da-DK': 'En profil til jer to',
      'nb-NO': 'En profil for dere to',
      'sv-SE': 'En profil för er två',
    },
    summary: {
      'en-GB': 'On Nordlys a couple can share one profile: one profile name, one log-on, and the two of you behind it.',
      'da-DK': 'På Nordlys kan et par dele én profil: ét profilnavn, ét login og jer to bag det.',
      'nb-NO': 'På Nordlys kan et par dele én profil: ett profilnavn, én innlogging og dere to bak den.',
      'sv-SE': 'På Nordlys kan ett par dela en profil: ett profilnamn, en inloggning och ni två bakom den.',
    },
    body: {
      'en-GB': `Many couples find that their circle of friends shrinks over the years. On Nordlys the two of you can share one couple profile instead of keeping two separate ones.

## How a couple profile works

When you [create a profile](/Create), choose ‘Us two (couple profile)’ and enter the date of birth and gender of each of you. You choose one profile name together and log on with the same password. Both of you must be 18 or older.

## Decide together

Both partners must agree to the profile. Decide together what name to use and who looks after the password, and consider turning on two-factor log-on or adding a passkey on each of your phones.

## Clear expectations

Whether you are looking for friendship or something else, be open about it, and respect other people’s boundaries. Good conversations start with honesty and consent.

Creating a couple profile is free.`,
      'da-DK': `Mange par oplever, at vennekredsen bliver mindre med årene. På Nordlys kan I dele én parprofil i stedet for at have to hver for sig.

## Sådan fungerer en parprofil

Når I [opretter en profil](/Create), vælger I »Os to (parprofil)« og indtaster fødselsdato og køn for hver af jer. I vælger ét profilnavn sammen og logger ind med den samme adgangskode. I skal begge være fyldt 18 år.

## Beslut det sammen

I skal begge være enige om profilen. Beslut sammen, hvilket navn I vil bruge, og hvem der passer på adgangskoden, og overvej at slå totrinsbekræftelse til eller at tilføje en adgangsnøgle på hver jeres telefon.

## Klare forventninger

Uanset om I søger venskab eller noget andet, så vær åbne om det, og respekter andres grænser. Gode samtaler begynder med ærlighed og samtykke.

Det er gratis at oprette en parprofil.`,
      'nb-NO': `Mange par opplever at vennekretsen blir mindre med årene. På Nordlys kan dere dele én parprofil i stedet for å ha to hver for dere.

## Slik fungerer en parprofil

Når dere [oppretter en profil](/Create), velger dere «Oss to (parprofil)» og skriver inn fødselsdato og kjønn for hver av dere. Dere velger ett profilnavn sammen og logger inn med det samme passordet. Begge må ha fylt 18 år.

## Bestem sammen

Begge må være enige om profilen. Bestem sammen hvilket navn dere vil bruke, og hvem som tar vare på passordet, og vurder å slå på tofaktorautentisering eller legge til en tilgangsnøkkel på hver deres telefon.

## Tydelige forventninger

Enten dere ser etter vennskap eller noe annet, bør dere være åpne om det og respektere andres grenser. Gode samtaler starter med ærlighet og samtykke.

Det er gratis å opprette en parprofil.`,
      'sv-SE': `Många par märker att umgängeskretsen krymper med åren. På Nordlys kan ni dela en parprofil i stället för att ha två var för sig.

## Så fungerar en parprofil

När ni [skapar en profil](/Create) väljer ni ”Vi två (parprofil)” och fyller i födelsedatum och kön för var och en av er. Ni väljer ett profilnamn tillsammans och loggar in med samma lösenord. Ni måste båda ha fyllt 18 år.

## Bestäm tillsammans

Ni måste båda vara överens om profilen. Bestäm tillsammans vilket namn ni vill använda och vem som tar hand om lösenordet, och fundera på att slå på tvåfaktorsautentisering eller lägga till en lösennyckel i var sin telefon.

## Tydliga förväntningar

Oavsett om ni söker vänskap eller något annat, var öppna med det och respektera andras gränser. Bra samtal börjar med ärlighet och samtycke.

Det är gratis att skapa en parprofil.`,
    },
  },
  {
    siteId: 2,
    path: '/kink-community',
    onFrontpage: true,
    title: {
      'en-GB': 'A kink community built on respect',
      'da-DK': 'Et kinkfællesskab bygget på respekt',
      'nb-NO': 'Et kinkfellesskap bygd på respekt',
      'sv-SE': 'En kinkgemenskap byggd på respekt',
    },
    summary: {
      'en-GB': 'Nordlys Nights is our sister site for curious and experienced adults – discreet, and with consent at the centre.',
      'da-DK': 'Nordlys Nights er vores søstersite for nysgerrige og erfarne voksne – diskret og med samtykke i centrum.',
      'nb-NO': 'Nordlys Nights er søsternettstedet vårt for nysgjerrige og erfarne voksne – diskré og med samtykke i sentrum.',
      'sv-SE': 'Nordlys Nights är vår systersajt för nyfikna och erfarna vuxna – diskret och med samtycke i centrum.',
    },
    body: {
      'en-GB': `Nordlys Nights is the part of Nordlys for adults with an interest in kink, fetish and sensuality. Whether you are simply curious or have years of experience, it is meant to be a setting that is open, respectful and discreet.

## One profile, two sites

You use the same profile as on Nordlys. Once you are logged on there, choose ‘Go to our sister site’ in the menu, and you arrive on Nordlys Nights logged on, without typing your password again. The member pages of Nordlys Nights are only open to members with an approved Nordlys Nights profile.

## Consent is the foundation

Everyone here accepts our [code of conduct](/Support/CodeOfConduct). Ask before you send anything personal, respect a no, and talk about limits before you play. Members who do not respect other people’s boundaries are removed.

## Discreet by design

Nordlys Nights has its own address and its own passkeys, and nothing from it appears on the regular site. Protect your profile with two-factor log-on or a passkey, and read [our guide to safe play](/safe-play) before you meet.

Nordlys Nights is only for adults aged 18 and over.`,
      'da-DK': `Nordlys Nights er den del af Nordlys, der er for voksne med interesse for kink, fetish og sensualitet. Uanset om du bare er nysgerrig eller har mange års erfaring, skal det være rammer, der er åbne, respektfulde og diskrete.

## Én profil, to sites

Du bruger den samme profil som på Nordlys. Når du er logget ind dér, vælger du »Gå til vores søstersite« i menuen, så kommer du frem på Nordlys Nights logget ind uden at indtaste din adgangskode igen. Medlemssiderne på Nordlys Nights er kun åbne for medlemmer med en godkendt Nordlys Nights-profil.

## Samtykke er fundamentet

Alle her accepterer vores [adfærdskodeks](/Support/CodeOfConduct). Spørg, før du sender noget personligt, respekter et nej, og tal om grænser, før I leger. Medlemmer, der ikke respekterer andres grænser, bliver fjernet.

## Diskret fra starten

Nordlys Nights har sin egen adresse og sine egne adgangsnøgler, og intet derfra vises på det almindelige site. Beskyt din profil med totrinsbekræftelse eller en adgangsnøgle, og læs [vores guide til sikker leg](/safe-play), før I mødes.

Nordlys Nights er kun for voksne, der er fyldt 18 år.`,
      'nb-NO': `Nordlys Nights er den delen av Nordlys som er for voksne med interesse for kink, fetisj og sensualitet. Enten du bare er nysgjerrig eller har mange års erfaring, skal det være rammer som er åpne, respektfulle og diskré.

## Én profil, to nettsteder

Du bruker den samme profilen som på Nordlys. Når du er logget inn der, velger du «Gå til søsternettstedet vårt» i menyen, så kommer du frem på Nordlys Nights innlogget, uten å skrive inn passordet igjen. Medlemssidene på Nordlys Nights er bare åpne for medlemmer med en godkjent Nordlys Nights-profil.

## Samtykke er grunnlaget

Alle her godtar [retningslinjene for oppførsel](/Support/CodeOfConduct). Spør før du sender noe personlig, respekter et nei, og snakk om grenser før dere leker. Medlemmer som ikke respekterer andres grenser, blir fjernet.

## Diskré fra start

Nordlys Nights har sin egen adresse og sine egne tilgangsnøkler, og ingenting derfra vises på det vanlige nettstedet. Beskytt profilen din med tofaktorautentisering eller en tilgangsnøkkel, og les [guiden vår til trygg lek](/safe-play) før dere møtes.

Nordlys Nights er bare for voksne som har fylt 18 år.`,
      'sv-SE': `Nordlys Nights är den del av Nordlys som är till för vuxna med intresse för kink, fetisch och sensualitet. Oavsett om du bara är nyfiken eller har många års erfarenhet ska det vara ett sammanhang som är öppet, respektfullt och diskret.

## En profil, två sajter

Du använder samma profil som på Nordlys. När du är inloggad där väljer du ”Gå till vår systersajt” i menyn, så kommer du fram till Nordlys Nights inloggad, utan att skriva ditt lösenord igen. Medlemssidorna på Nordlys Nights är bara öppna för medlemmar med en godkänd Nordlys Nights-profil.

## Samtycke är grunden

Alla här godkänner vår [uppförandekod](/Support/CodeOfConduct). Fråga innan du skickar något personligt, respektera ett nej och prata om gränser innan ni leker. Medlemmar som inte respekterar andras gränser tas bort.

## Diskret från början

Nordlys Nights har en egen adress och egna lösennycklar, och ingenting därifrån visas på den vanliga sajten. Skydda din profil med tvåfaktorsautentisering eller en lösennyckel, och läs [vår guide till trygg lek](/safe-play) innan ni träffas.

Nordlys Nights är bara för vuxna som har fyllt 18 år.`,
    },
  },
  {
    siteId: 2,
    path: '/safe-play',
    onFrontpage: true,
    title: {
      'en-GB': 'Safe play: our guide',
      'da-DK': 'Sikker leg: vores guide',
      'nb-NO': 'Trygg lek: vår guide',
      'sv-SE': 'Trygg lek: vår guide',
    },
    summary: {
      'en-GB': 'Good experiences start with good conversations. Here is our short guide to consent, limits, safewords and aftercare.',
      'da-DK': 'Gode oplevelser begynder med gode samtaler. Her er vores korte guide til samtykke, grænser, safewords og aftercare.',
      'nb-NO': 'Gode opplevelser starter med gode samtaler. Her er vår korte guide til samtykke, grenser, safeword og aftercare.',
      'sv-SE': 'Bra upplevelser börjar med bra samtal. Här är vår korta guide till samtycke, gränser, stoppord och aftercare.',
    },
    body: {
      'en-GB': `Kink is built on trust. Whether you are meeting someone for the first time or have known each other for years, a few simple habits make the experience safer and better for everyone.

## Talk first

Before you meet, talk about what you each want, what you are curious about and what is off limits. Nothing is agreed until both of you have said yes, and a yes to one thing is not a yes to everything.

## Agree on a safeword

A safeword stops everything immediately, no questions asked. Choose a word that is easy to remember and that you would not say by accident, and agree on a signal as well, in case speaking is difficult.

## Remember aftercare

After a scene, take time to check in with each other. Some people need closeness, a glass of water or a blanket; others need a little space. A message the day after is a kind gesture too.

## Meet safely

- Meet in a public place the first time, for example at a munch.
- Tell a friend where you are and when you expect to be home.
- Remember that consent can be withdrawn at any time.

If someone you met through Nordlys Nights crosses your boundaries, tell us at support@nordlys.example. We take every report seriously.`,
      'da-DK': `Kink bygger på tillid. Uanset om I mødes for første gang eller har kendt hinanden i årevis, gør et par enkle vaner oplevelsen tryggere og bedre for alle.

## Tal sammen først

Før I mødes, så tal om, hvad I hver især ønsker, hvad I er nysgerrige på, og hvad der er helt udelukket. Intet er aftalt, før I begge har sagt ja, og et ja til én ting er ikke et ja til alt.

## Aftal et safeword

Et safeword stopper alt med det samme – uden spørgsmål. Vælg et ord, der er let at huske, og som du ikke siger ved et uheld, og aftal også et tegn, hvis det bliver svært at tale.

## Husk aftercare

Efter en scene skal I tage jer tid til at høre, hvordan den anden har det. Nogle har brug for nærhed, et glas vand eller et tæppe; andre har brug for lidt plads. En besked dagen efter er også en god gestus.

## Mød hinanden trygt

- Mød hinanden et offentligt sted første gang, fx til en munch.
- Fortæl en ven, hvor du er, og hvornår du regner med at være hjemme.
- Husk, at et samtykke altid kan trækkes tilbage.

Hvis nogen, du har mødt gennem Nordlys Nights, overskrider dine grænser, så giv os besked på support@nordlys.example. Vi tager alle henvendelser alvorligt.`,
      'nb-NO': `Kink bygger på tillit. Enten dere møtes for første gang eller har kjent hverandre i årevis, gjør noen enkle vaner opplevelsen tryggere og bedre for alle.

## Snakk sammen først

Før dere møtes, bør dere snakke om hva dere hver for seg ønsker, hva dere er nysgjerrige på, og hva som er helt uaktuelt. Ingenting er avtalt før dere begge har sagt ja, og et ja til én ting er ikke et ja til alt.

## Avtal et safeword

Et safeword stopper alt umiddelbart, uten spørsmål. Velg et ord som er lett å huske, og som du ikke sier ved et uhell, og avtal også et tegn i tilfelle det blir vanskelig å snakke.

## Husk aftercare

Etter en scene bør dere ta dere tid til å høre hvordan den andre har det. Noen trenger nærhet, et glass vann eller et teppe; andre trenger litt rom. En melding dagen etter er også en fin gest.

## Møtes trygt

- Møt hverandre på et offentlig sted første gang, for eksempel på en munch.
- Fortell en venn hvor du er, og når du regner med å være hjemme.
- Husk at samtykke alltid kan trekkes tilbake.

Hvis noen du har møtt gjennom Nordlys Nights, går over grensene dine, kan du si fra til oss på support@nordlys.example. Vi tar alle henvendelser på alvor.`,
      'sv-SE': `Kink bygger på tillit. Oavsett om ni träffas för första gången eller har känt varandra i flera år gör några enkla vanor upplevelsen tryggare och bättre för alla.

## Prata först

Innan ni träffas, prata om vad ni var och en vill, vad ni är nyfikna på och vad som inte är aktuellt alls. Ingenting är bestämt förrän ni båda har sagt ja, och ett ja till en sak är inte ett ja till allt.

## Kom överens om ett stoppord

Ett stoppord avbryter allt direkt, utan frågor. Välj ett ord som är lätt att komma ihåg och som du inte säger av misstag, och kom även överens om en signal ifall det blir svårt att prata.

## Glöm inte aftercare

Efter en scen, ta er tid att känna efter hur den andra mår. Vissa behöver närhet, ett glas vatten eller en filt; andra behöver lite utrymme. Ett meddelande dagen efter är också en fin gest.

## Träffas tryggt

- Träffas på en offentlig plats första gången, till exempel på en munch.
- Berätta för en vän var du är och när du räknar med att vara hemma.
- Kom ihåg att samtycke alltid kan återkallas.

Om någon som du har träffat genom Nordlys Nights går över dina gränser, berätta det för oss på support@nordlys.example. Vi tar varje anmälan på allvar.`,
    },
  },
];
