import type { LandingPageSeed } from './types.ts';

/** Demo landing pages: four for Nordlys (site 1), two for Nordlys Nights (site 2). Bodies use the body text markup of types.ts. */
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
      'en-GB': 'Meet singles and couples in Copenhagen and the rest of Zealand – over coffee, on a walk or at one of our lodge events.',
      'da-DK': 'Mød singler og par i København og resten af Sjælland – over en kop kaffe, på en gåtur eller til et af vores lodge-arrangementer.',
      'nb-NO': 'Møt singler og par i København og resten av Sjælland – over en kopp kaffe, på en tur eller på et av våre lodge-arrangementer.',
      'sv-SE': 'Träffa singlar och par i Köpenhamn och på resten av Själland – över en fika, på en promenad eller på något av våra lodge-evenemang.',
    },
    body: {
      'en-GB': `Copenhagen is a city made for meeting people: long summer evenings by the harbour, cosy cafés in Vesterbro and Nørrebro, and bike rides around the Lakes. Our own office is on Vesterbrogade, so the city is close to our hearts. On Nordlys you will find adults from Copenhagen and the surrounding area who are looking for love, friendship or simply good company.

## Find people near you

Search by area, age and interests, and see who is online right now. With QuickScor you can browse profiles quickly, and you will be told when the interest is mutual.

## Meet in real life

Our Copenhagen lodges arrange everything from wine tastings to walks in Kongens Have. It is a relaxed way to meet new people without the pressure of a first date.

## Safe from the start

All profile photos are checked by our moderators, and you can report or block anyone with a single click. Protect your account with two-factor authentication or a passkey, and meet in a public place the first time.

Creating a profile is free and only takes a couple of minutes. You must be 18 or older to join.`,
      'da-DK': `København er skabt til at møde mennesker: lange sommeraftener ved havnen, hyggelige caféer på Vesterbro og Nørrebro og cykelture rundt om Søerne. Vores eget kontor ligger på Vesterbrogade, så byen ligger vores hjerte nær. På Nordlys finder du voksne fra København og omegn, der søger kærlighed, venskab eller bare godt selskab.

## Find nogen i nærheden

Søg efter område, alder og interesser, og se, hvem der er online lige nu. Med QuickScor kan du hurtigt bladre gennem profiler, og du får besked, når interessen er gensidig.

## Mød hinanden i virkeligheden

Vores lodges i København arrangerer alt fra vinsmagninger til gåture i Kongens Have. Det er en afslappet måde at møde nye mennesker på uden presset fra en første date.

## Tryghed fra starten

Alle profilbilleder bliver tjekket af vores moderatorer, og du kan anmelde eller blokere andre med et enkelt klik. Beskyt din konto med totrinsbekræftelse eller en adgangsnøgle, og mød hinanden et offentligt sted første gang.

Det er gratis at oprette en profil, og det tager kun et par minutter. Du skal være fyldt 18 år for at blive medlem.`,
      'nb-NO': `København er som skapt for å møte nye mennesker: lange sommerkvelder ved havnen, koselige kafeer på Vesterbro og Nørrebro og sykkelturer rundt innsjøene. Kontoret vårt ligger på Vesterbrogade, så byen står hjertet vårt nær. På Nordlys finner du voksne fra København og omegn som ser etter kjærlighet, vennskap eller rett og slett godt selskap.

## Finn noen i nærheten

Søk etter område, alder og interesser, og se hvem som er pålogget akkurat nå. Med QuickScor kan du raskt bla gjennom profiler, og du får beskjed når interessen er gjensidig.

## Møtes i virkeligheten

Våre lodges i København arrangerer alt fra vinsmaking til turer i Kongens Have. Det er en avslappet måte å bli kjent med nye mennesker på, uten presset fra en første date.

## Trygt fra start

Alle profilbilder blir kontrollert av moderatorene våre, og du kan rapportere eller blokkere andre med ett klikk. Beskytt kontoen din med tofaktorautentisering eller en passnøkkel, og møt hverandre på et offentlig sted første gang.

Det er gratis å opprette en profil, og det tar bare et par minutter. Du må ha fylt 18 år for å bli medlem.`,
      'sv-SE': `Köpenhamn är som gjort för att träffa nya människor: långa sommarkvällar vid hamnen, mysiga kaféer på Vesterbro och Nørrebro och cykelturer runt Søerne. Vårt eget kontor ligger på Vesterbrogade, så staden ligger oss varmt om hjärtat. På Nordlys hittar du vuxna från Köpenhamn med omnejd som söker kärlek, vänskap eller bara gott sällskap.

## Hitta någon i närheten

Sök efter område, ålder och intressen, och se vem som är online just nu. Med QuickScor kan du snabbt bläddra bland profiler, och du får veta när intresset är ömsesidigt.

## Träffas på riktigt

Våra lodges i Köpenhamn ordnar allt från vinprovningar till promenader i Kongens Have. Det är ett avslappnat sätt att träffa nya människor utan pressen från en första dejt.

## Tryggt från början

Alla profilbilder granskas av våra moderatorer, och du kan anmäla eller blockera andra med ett enda klick. Skydda ditt konto med tvåfaktorsautentisering eller en lösennyckel, och träffas på en offentlig plats första gången.

Det är gratis att skapa en profil och tar bara ett par minuter. Du måste ha fyllt 18 år för att bli medlem.`,
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
      'en-GB': 'Meet new people in Oslo – from Grünerløkka to the fjord – in a community that puts safety first.',
      'da-DK': 'Mød nye mennesker i Oslo – fra Grünerløkka til fjorden – i et fællesskab, der sætter trygheden først.',
      'nb-NO': 'Møt nye mennesker i Oslo – fra Grünerløkka til fjorden – i et fellesskap som setter tryggheten først.',
      'sv-SE': 'Träffa nya människor i Oslo – från Grünerløkka till fjorden – i en gemenskap som sätter tryggheten först.',
    },
    body: {
      'en-GB': `Whether you have just moved to Oslo or have lived here all your life, it is not always easy to meet new people. Nordlys brings together adults in Oslo and Akershus who would like to meet someone for a date, a friendship or something more.

## Local and relaxed

Search for members in your part of the city, join a lodge for hikes in Nordmarka, or find someone to share a coffee with on Grünerløkka. You decide the pace.

## In your own language

Nordlys is available in Norwegian, Danish, Swedish and English, and you can get to know members all across Scandinavia and the UK.

## Your safety matters

Our moderators check new photos and follow up on reports. You can hide your profile, block members and turn on two-factor authentication or log in with a passkey. Profiles are only visible to members who are logged in.

A basic profile is free. If you would like unlimited messages and extended search, you can choose a paid membership month by month and cancel whenever you like. Nordlys is for adults aged 18 and over.`,
      'da-DK': `Uanset om du lige er flyttet til Oslo eller har boet der hele livet, er det ikke altid let at møde nye mennesker. Nordlys samler voksne i Oslo og Akershus, som gerne vil møde nogen til en date, et venskab eller noget mere.

## Lokalt og afslappet

Søg efter medlemmer i din del af byen, meld dig ind i en lodge for vandreture i Nordmarka, eller find en at drikke kaffe med på Grünerløkka. Du bestemmer selv tempoet.

## På dit eget sprog

Nordlys findes på norsk, dansk, svensk og engelsk, og du kan lære medlemmer at kende i hele Skandinavien og Storbritannien.

## Din tryghed betyder noget

Vores moderatorer tjekker nye billeder og følger op på anmeldelser. Du kan skjule din profil, blokere medlemmer og slå totrinsbekræftelse til eller logge ind med en adgangsnøgle. Profiler er kun synlige for medlemmer, der er logget ind.

En basisprofil er gratis. Vil du have ubegrænsede beskeder og udvidet søgning, kan du vælge et betalt medlemskab måned for måned og opsige det, når du vil. Nordlys er for voksne, der er fyldt 18 år.`,
      'nb-NO': `Enten du nettopp har flyttet til Oslo eller har bodd her hele livet, er det ikke alltid lett å bli kjent med nye mennesker. Nordlys samler voksne i Oslo og Akershus som har lyst til å møte noen til en date, et vennskap eller noe mer.

## Lokalt og avslappet

Søk etter medlemmer i din del av byen, bli med i en lodge for turer i Nordmarka, eller finn noen å ta en kaffe med på Grünerløkka. Du bestemmer tempoet selv.

## På ditt eget språk

Nordlys finnes på norsk, dansk, svensk og engelsk, og du kan bli kjent med medlemmer over hele Skandinavia og Storbritannia.

## Tryggheten din er viktig

Moderatorene våre kontrollerer nye bilder og følger opp rapporter. Du kan skjule profilen din, blokkere medlemmer og slå på tofaktorautentisering eller logge inn med en passnøkkel. Profiler er bare synlige for innloggede medlemmer.

En basisprofil er gratis. Vil du ha ubegrensede meldinger og utvidet søk, kan du velge betalt medlemskap måned for måned og si det opp når du vil. Nordlys er for voksne som har fylt 18 år.`,
      'sv-SE': `Oavsett om du nyss har flyttat till Oslo eller har bott där hela livet är det inte alltid lätt att träffa nya människor. Nordlys samlar vuxna i Oslo och Akershus som vill träffa någon för en dejt, en vänskap eller något mer.

## Lokalt och avslappnat

Sök efter medlemmar i din del av staden, gå med i en lodge för vandringar i Nordmarka eller hitta någon att ta en kaffe med på Grünerløkka. Du bestämmer själv takten.

## På ditt eget språk

Nordlys finns på norska, danska, svenska och engelska, och du kan lära känna medlemmar i hela Skandinavien och Storbritannien.

## Din trygghet är viktig

Våra moderatorer granskar nya bilder och följer upp anmälningar. Du kan dölja din profil, blockera medlemmar och aktivera tvåfaktorsautentisering eller logga in med en lösennyckel. Profiler syns bara för inloggade medlemmar.

En grundprofil är gratis. Om du vill ha obegränsat antal meddelanden och utökad sökning kan du välja ett betalt medlemskap månad för månad och säga upp det när du vill. Nordlys är för vuxna som har fyllt 18 år.`,
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
      'en-GB': 'Singles and couples in Stockholm meet on Nordlys – for a fika, a trip to the archipelago or a new friendship.',
      'da-DK': 'Singler og par i Stockholm mødes på Nordlys – til en fika, en tur i skærgården eller et nyt venskab.',
      'nb-NO': 'Singler og par i Stockholm møtes på Nordlys – til en fika, en tur i skjærgården eller et nytt vennskap.',
      'sv-SE': 'Singlar och par i Stockholm träffas på Nordlys – för en fika, en tur i skärgården eller en ny vänskap.',
    },
    body: {
      'en-GB': `Stockholm is spread across fourteen islands, but finding the right person should not feel like a long journey. On Nordlys you will find adults from Södermalm to Solna who are curious about new acquaintances, whether they are looking for love, friendship or a date over fika.

## Find your match

Use search to filter by age, area and interests, or try QuickScor to browse quickly. When two people like each other, you are both notified.

## Communities around shared interests

Join a lodge for people who love jazz, running, board games or trips to the archipelago. Lodges are a good way to get to know people before you meet one to one.

## Safety and privacy

Only logged-in members can see your profile, and you decide what to share. Report anything that does not feel right; our moderators review reports quickly. Two-factor authentication and passkeys keep your account secure.

Join for free today. Nordlys is for adults aged 18 and over.`,
      'da-DK': `Stockholm er bygget på fjorten øer, men det bør ikke føles som en lang rejse at finde den rette. På Nordlys møder du voksne fra Södermalm til Solna, som er nysgerrige på nye bekendtskaber – uanset om de søger kærlighed, venskab eller en date over en fika.

## Find dit match

Brug søgningen til at filtrere efter alder, område og interesser, eller prøv QuickScor for hurtigt at bladre gennem profiler. Når to personer synes om hinanden, får I begge besked.

## Fællesskaber om fælles interesser

Meld dig ind i en lodge for folk, der elsker jazz, løb, brætspil eller ture i skærgården. Lodges er en god måde at lære folk at kende på, før I mødes på tomandshånd.

## Tryghed og privatliv

Kun medlemmer, der er logget ind, kan se din profil, og du bestemmer selv, hvad du deler. Anmeld alt, der ikke føles rigtigt; vores moderatorer behandler anmeldelser hurtigt. Totrinsbekræftelse og adgangsnøgler holder din konto sikker.

Bliv gratis medlem i dag. Nordlys er for voksne, der er fyldt 18 år.`,
      'nb-NO': `Stockholm er bygd på fjorten øyer, men det skal ikke føles som en lang reise å finne den rette. På Nordlys møter du voksne fra Södermalm til Solna som er nysgjerrige på nye bekjentskaper – enten de ser etter kjærlighet, vennskap eller en date over en fika.

## Finn den som passer for deg

Bruk søket til å filtrere på alder, område og interesser, eller prøv QuickScor for å bla raskt gjennom profiler. Når to personer liker hverandre, får dere begge beskjed.

## Fellesskap rundt felles interesser

Bli med i en lodge for folk som elsker jazz, løping, brettspill eller turer i skjærgården. Lodges er en fin måte å bli kjent med folk på før dere møtes på tomannshånd.

## Trygghet og personvern

Bare innloggede medlemmer kan se profilen din, og du bestemmer selv hva du deler. Rapporter alt som ikke føles riktig; moderatorene våre behandler rapporter raskt. Tofaktorautentisering og passnøkler holder kontoen din sikker.

Bli medlem gratis i dag. Nordlys er for voksne som har fylt 18 år.`,
      'sv-SE': `Stockholm är byggt på fjorton öar, men att hitta rätt person ska inte kännas som en lång resa. På Nordlys träffar du vuxna från Södermalm till Solna som är nyfikna på nya bekantskaper – oavsett om de söker kärlek, vänskap eller en dejt över en fika.

## Hitta någon som passar dig

Använd sökningen för att filtrera på ålder, område och intressen, eller testa QuickScor för att snabbt bläddra bland profiler. När två personer gillar varandra får ni båda ett besked.

## Gemenskap kring gemensamma intressen

Gå med i en lodge för dig som älskar jazz, löpning, brädspel eller utflykter i skärgården. Lodges är ett bra sätt att lära känna folk innan ni ses på tu man hand.

## Trygghet och integritet

Bara inloggade medlemmar kan se din profil, och du bestämmer själv vad du delar. Anmäl allt som inte känns rätt; våra moderatorer hanterar anmälningar snabbt. Tvåfaktorsautentisering och lösennycklar håller ditt konto säkert.

Bli medlem gratis i dag. Nordlys är för vuxna som har fyllt 18 år.`,
    },
  },
  {
    siteId: 1,
    path: '/meet-couples',
    onFrontpage: false,
    title: {
      'en-GB': 'Meet other couples',
      'da-DK': 'Mød andre par',
      'nb-NO': 'Møt andre par',
      'sv-SE': 'Träffa andra par',
    },
    summary: {
      'en-GB': 'Nordlys welcomes couples who are looking for new friends, shared experiences and other couples to spend time with.',
      'da-DK': 'Nordlys byder par velkommen, der søger nye venner, fælles oplevelser og andre par at være sammen med.',
      'nb-NO': 'Nordlys ønsker par velkommen som ser etter nye venner, felles opplevelser og andre par å tilbringe tid med.',
      'sv-SE': 'Nordlys välkomnar par som söker nya vänner, gemensamma upplevelser och andra par att umgås med.',
    },
    body: {
      'en-GB': `Many couples find that their circle of friends shrinks over the years. On Nordlys you can create a shared couple profile and meet other couples and singles who would like to go out for dinner, travel together or simply enjoy good company.

## One profile for the two of you

A couple profile presents both of you, and both partners must agree to create it. Decide together what to write and which photos to use, so that the profile feels right for both of you.

## Clear expectations

Write openly in your profile about what you are looking for, and respect other people’s boundaries. Good conversations start with honesty and consent, whether you are looking for friendship or something else.

## Safe and discreet

Profiles are only visible to logged-in members, and you can hide your profile from search at any time. Our moderators follow up on every report, and you can always block members you do not want to hear from. Turn on two-factor authentication or use a passkey to keep your shared account secure.

Creating a couple profile is free. Both partners must be 18 or older.`,
      'da-DK': `Mange par oplever, at vennekredsen bliver mindre med årene. På Nordlys kan I oprette en fælles parprofil og møde andre par og singler, der har lyst til at gå ud og spise, rejse sammen eller bare nyde godt selskab.

## Én profil til jer begge

En parprofil præsenterer jer begge, og I skal begge være enige om at oprette den. Beslut sammen, hvad I vil skrive, og hvilke billeder I vil bruge, så profilen føles rigtig for jer begge.

## Klare forventninger

Skriv åbent i jeres profil om, hvad I søger, og respekter andres grænser. Gode samtaler begynder med ærlighed og samtykke, uanset om I søger venskab eller noget andet.

## Trygt og diskret

Profiler er kun synlige for medlemmer, der er logget ind, og I kan når som helst skjule jeres profil i søgningen. Vores moderatorer følger op på alle anmeldelser, og I kan altid blokere medlemmer, I ikke ønsker at høre fra. Slå totrinsbekræftelse til, eller brug en adgangsnøgle for at holde jeres fælles konto sikker.

Det er gratis at oprette en parprofil. I skal begge være fyldt 18 år.`,
      'nb-NO': `Mange par opplever at vennekretsen blir mindre med årene. På Nordlys kan dere opprette en felles parprofil og møte andre par og singler som har lyst til å gå ut og spise, reise sammen eller rett og slett nyte godt selskap.

## Én profil for dere begge

En parprofil presenterer dere begge, og begge må være enige om å opprette den. Bestem sammen hva dere vil skrive, og hvilke bilder dere vil bruke, slik at profilen føles riktig for begge.

## Tydelige forventninger

Skriv åpent i profilen om hva dere ser etter, og respekter andres grenser. Gode samtaler starter med ærlighet og samtykke, enten dere ser etter vennskap eller noe annet.

## Trygt og diskré

Profiler er bare synlige for innloggede medlemmer, og dere kan når som helst skjule profilen fra søk. Moderatorene våre følger opp alle rapporter, og dere kan alltid blokkere medlemmer dere ikke vil høre fra. Slå på tofaktorautentisering eller bruk en passnøkkel for å holde den felles kontoen deres sikker.

Det er gratis å opprette en parprofil. Begge må ha fylt 18 år.`,
      'sv-SE': `Många par märker att umgängeskretsen krymper med åren. På Nordlys kan ni skapa en gemensam parprofil och träffa andra par och singlar som vill gå ut och äta, resa tillsammans eller bara umgås.

## En profil för er båda

En parprofil presenterar er båda, och ni måste båda vara överens om att skapa den. Bestäm tillsammans vad ni vill skriva och vilka bilder ni vill använda, så att profilen känns rätt för er båda.

## Tydliga förväntningar

Skriv öppet i er profil om vad ni söker, och respektera andras gränser. Bra samtal börjar med ärlighet och samtycke, oavsett om ni söker vänskap eller något annat.

## Tryggt och diskret

Profiler syns bara för inloggade medlemmar, och ni kan när som helst dölja er profil i sökningen. Våra moderatorer följer upp varje anmälan, och ni kan alltid blockera medlemmar som ni inte vill höra av. Aktivera tvåfaktorsautentisering eller använd en lösennyckel för att hålla ert gemensamma konto säkert.

Det är gratis att skapa en parprofil. Ni måste båda ha fyllt 18 år.`,
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
      'en-GB': 'Nordlys Nights is a place where curious and experienced adults can meet, talk and learn – with consent at the centre.',
      'da-DK': 'Nordlys Nights er et sted, hvor nysgerrige og erfarne voksne kan mødes, snakke og lære – med samtykke i centrum.',
      'nb-NO': 'Nordlys Nights er et sted der nysgjerrige og erfarne voksne kan møtes, prate og lære – med samtykke i sentrum.',
      'sv-SE': 'Nordlys Nights är en plats där nyfikna och erfarna vuxna kan träffas, prata och lära sig – med samtycke i centrum.',
    },
    body: {
      'en-GB': `Nordlys Nights is the part of Nordlys for adults with an interest in kink, fetish and sensuality. Whether you are simply curious or have years of experience, you can meet like-minded people here in a setting that is open, respectful and discreet.

## More than dating

Join lodges for shared interests, take part in discussions and find munches: relaxed social meet-ups at ordinary cafés or bars, where you can get to know people face to face without any expectations.

## Consent is the foundation

Everyone here has agreed to our code of conduct. Ask before you send anything personal, respect a no, and talk about limits before you play. Members who do not respect other people’s boundaries are removed.

## Discreet by design

Your Nordlys Nights profile is only shown to logged-in members who have chosen to use Nordlys Nights. Public profile photos must not contain nudity, and you decide for yourself what you share and with whom. Protect your account with two-factor authentication or a passkey.

Nordlys Nights is only for adults aged 18 and over.`,
      'da-DK': `Nordlys Nights er den del af Nordlys, der er for voksne med interesse for kink, fetish og sensualitet. Uanset om du bare er nysgerrig eller har mange års erfaring, kan du her møde ligesindede i rammer, der er åbne, respektfulde og diskrete.

## Mere end dating

Meld dig ind i lodges om fælles interesser, deltag i debatter, og find munches: afslappede, sociale træf på helt almindelige caféer eller barer, hvor du kan lære folk at kende ansigt til ansigt uden nogen forventninger.

## Samtykke er fundamentet

Alle her har sagt ja til vores adfærdskodeks. Spørg, før du sender noget personligt, respekter et nej, og tal om grænser, før I leger. Medlemmer, der ikke respekterer andres grænser, bliver fjernet.

## Diskret fra starten

Din profil på Nordlys Nights vises kun for medlemmer, der er logget ind og selv har valgt at bruge Nordlys Nights. Offentlige profilbilleder må ikke indeholde nøgenhed, og du bestemmer selv, hvad du deler, og med hvem. Beskyt din konto med totrinsbekræftelse eller en adgangsnøgle.

Nordlys Nights er kun for voksne, der er fyldt 18 år.`,
      'nb-NO': `Nordlys Nights er den delen av Nordlys som er for voksne med interesse for kink, fetisj og sensualitet. Enten du bare er nysgjerrig eller har mange års erfaring, kan du møte likesinnede her i rammer som er åpne, respektfulle og diskré.

## Mer enn dating

Bli med i lodges for felles interesser, delta i diskusjoner og finn munches: avslappede, sosiale treff på helt vanlige kafeer eller barer, der du kan bli kjent med folk ansikt til ansikt uten noen forventninger.

## Samtykke er grunnlaget

Alle her har godtatt retningslinjene for fellesskapet. Spør før du sender noe personlig, respekter et nei, og snakk om grenser før dere leker. Medlemmer som ikke respekterer andres grenser, blir fjernet.

## Diskré fra start

Profilen din på Nordlys Nights vises bare for innloggede medlemmer som selv har valgt å bruke Nordlys Nights. Offentlige profilbilder må ikke inneholde nakenhet, og du bestemmer selv hva du deler, og med hvem. Beskytt kontoen din med tofaktorautentisering eller en passnøkkel.

Nordlys Nights er bare for voksne som har fylt 18 år.`,
      'sv-SE': `Nordlys Nights är den del av Nordlys som är till för vuxna med intresse för kink, fetisch och sensualitet. Oavsett om du bara är nyfiken eller har många års erfarenhet kan du träffa likasinnade här, i ett sammanhang som är öppet, respektfullt och diskret.

## Mer än dejting

Gå med i lodges kring gemensamma intressen, delta i diskussioner och hitta munches: avslappnade, sociala träffar på helt vanliga kaféer eller barer, där du kan lära känna folk ansikte mot ansikte utan några förväntningar.

## Samtycke är grunden

Alla här har godkänt vår uppförandekod. Fråga innan du skickar något personligt, respektera ett nej och prata om gränser innan ni leker. Medlemmar som inte respekterar andras gränser tas bort.

## Diskret från början

Din profil på Nordlys Nights visas bara för inloggade medlemmar som själva har valt att använda Nordlys Nights. Offentliga profilbilder får inte innehålla nakenhet, och du bestämmer själv vad du delar och med vem. Skydda ditt konto med tvåfaktorsautentisering eller en lösennyckel.

Nordlys Nights är bara för vuxna som har fyllt 18 år.`,
    },
  },
  {
    siteId: 2,
    path: '/safe-play',
    onFrontpage: false,
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

If someone on Nordlys Nights crosses your boundaries, report them. Our moderators take every report seriously.`,
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

Hvis nogen på Nordlys Nights overskrider dine grænser, så anmeld vedkommende. Vores moderatorer tager alle anmeldelser alvorligt.`,
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

Hvis noen på Nordlys Nights går over grensene dine, bør du rapportere det. Moderatorene våre tar alle rapporter på alvor.`,
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

Om någon på Nordlys Nights går över dina gränser, anmäl det. Våra moderatorer tar varje anmälan på allvar.`,
    },
  },
];
