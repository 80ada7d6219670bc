import type { LegalPageSeed } from './types.ts';

/**
 * Demo legal pages, version 1, shared by Nordlys (site 1) and Nordlys Nights (site 2).
 * Bodies use the body text markup of types.ts. Demo text only: have the real pages reviewed by a lawyer.
 */

const cookies: LegalPageSeed = {
  kind: 'Cookies',
  version: 1,
  title: {
    'en-GB': 'Cookie policy',
    'da-DK': 'Cookiepolitik',
    'nb-NO': 'Erklæring om informasjonskapsler',
    'sv-SE': 'Cookiepolicy',
  },
  body: {
    'en-GB': `## About this policy

Nordlys ApS runs Nordlys and Nordlys Nights. Like most websites, we use cookies and similar technologies to make the sites work, to remember your choices and, if you allow it, to understand how the sites are used. This policy explains what we use, why we use it and how you stay in control.

A cookie is a small text file that your browser stores on behalf of a website. Some cookies are deleted when you close your browser; others remain until they expire or you delete them.

## Your choices

When you first visit, we only set necessary cookies. We then ask which of the other categories you accept. You can accept all, reject all or choose category by category, and nothing outside the necessary category is used until you have answered.

Your choice is stored in a cookie called nordlys_consent for up to 12 months, after which we ask again. You can change your mind at any time via ‘Cookie settings’ at the bottom of every page, and the change takes effect straight away.

## The four categories

- Necessary: required for the sites to work at all, for example to keep you logged in, to protect forms against misuse and to remember your cookie choice. These cannot be switched off.
- Preferences: remember settings that make the sites more comfortable to use, such as your language, the dark mode theme and your search filters.
- Statistics: help us understand, in aggregated form, which pages are used and where things go wrong, so that we can improve the sites. We do not use statistics to build a profile of you.
- Marketing: covers content from third parties, mainly videos embedded from external services such as YouTube or Vimeo. These services may set their own cookies and register your visit. Embedded videos are therefore blocked until you accept marketing cookies; until then you will see a placeholder instead of the video.

## Third parties

We do not sell information about you, and we do not let advertising networks track you on our sites. If you accept marketing cookies and play an embedded video, the video provider processes information about you under its own privacy policy. Payments are handled by our payment provider, which may set necessary cookies during checkout.

## Cookies in your browser

Besides our own cookie settings, you can block or delete cookies in your browser. If you block necessary cookies, you will not be able to log in. If you delete the nordlys_consent cookie, we will ask for your choice again on your next visit.

## Questions

If you have questions about cookies or privacy, write to support@nordlys.example or call +45 70 20 30 40, Monday to Friday, 09:00–16:00. You can read more about how we handle personal data in our privacy policy.`,
    'da-DK': `## Om denne politik

Nordlys ApS driver Nordlys og Nordlys Nights. Som de fleste hjemmesider bruger vi cookies og lignende teknologier til at få siderne til at fungere, til at huske dine valg og – hvis du giver lov – til at forstå, hvordan siderne bliver brugt. Her kan du læse, hvad vi bruger, hvorfor vi bruger det, og hvordan du selv bestemmer.

En cookie er en lille tekstfil, som din browser gemmer for en hjemmeside. Nogle cookies slettes, når du lukker browseren; andre bliver liggende, indtil de udløber, eller du sletter dem.

## Dine valg

Når du besøger os første gang, sætter vi kun nødvendige cookies. Derefter spørger vi, hvilke af de øvrige kategorier du accepterer. Du kan acceptere alle, afvise alle eller vælge kategori for kategori, og intet uden for de nødvendige cookies bliver brugt, før du har svaret.

Dit valg gemmes i en cookie ved navn nordlys_consent i op til 12 måneder, hvorefter vi spørger igen. Du kan når som helst ændre mening via »Cookieindstillinger« nederst på hver side, og ændringen træder i kraft med det samme.

## De fire kategorier

- Nødvendige: kræves, for at siderne overhovedet kan fungere, fx for at holde dig logget ind, beskytte formularer mod misbrug og huske dit cookievalg. De kan ikke slås fra.
- Præferencer: husker indstillinger, der gør siderne mere behagelige at bruge, fx dit sprog, det mørke tema og dine søgefiltre.
- Statistik: hjælper os med at forstå, i samlet form, hvilke sider der bliver brugt, og hvor der opstår fejl, så vi kan forbedre siderne. Vi bruger ikke statistik til at opbygge en profil af dig.
- Marketing: dækker indhold fra tredjeparter, først og fremmest videoer, der er indlejret fra eksterne tjenester som YouTube eller Vimeo. Disse tjenester kan sætte deres egne cookies og registrere dit besøg. Indlejrede videoer er derfor blokeret, indtil du accepterer marketingcookies; indtil da ser du en pladsholder i stedet for videoen.

## Tredjeparter

Vi sælger ikke oplysninger om dig, og vi lader ikke annoncenetværk spore dig på vores sider. Hvis du accepterer marketingcookies og afspiller en indlejret video, behandler videotjenesten oplysninger om dig efter sin egen privatlivspolitik. Betalinger håndteres af vores betalingsudbyder, som kan sætte nødvendige cookies under betalingen.

## Cookies i din browser

Ud over vores egne cookieindstillinger kan du blokere eller slette cookies i din browser. Hvis du blokerer nødvendige cookies, kan du ikke logge ind. Sletter du cookien nordlys_consent, spørger vi om dit valg igen ved dit næste besøg.

## Spørgsmål

Har du spørgsmål om cookies eller privatliv, så skriv til support@nordlys.example eller ring på +45 70 20 30 40, mandag–fredag kl. 9.00–16.00. Du kan læse mere om, hvordan vi behandler personoplysninger, i vores privatlivspolitik.`,
    'nb-NO': `## Om denne erklæringen

Nordlys ApS driver Nordlys og Nordlys Nights. Som de fleste nettsteder bruker vi informasjonskapsler (cookies) og lignende teknologi for at nettstedene skal fungere, for å huske valgene dine og – hvis du tillater det – for å forstå hvordan nettstedene blir brukt. Her forklarer vi hva vi bruker, hvorfor vi bruker det, og hvordan du selv har kontrollen.

En informasjonskapsel er en liten tekstfil som nettleseren din lagrer for et nettsted. Noen slettes når du lukker nettleseren, mens andre blir liggende til de utløper eller du sletter dem.

## Valgene dine

Når du besøker oss første gang, bruker vi bare nødvendige informasjonskapsler. Deretter spør vi hvilke av de andre kategoriene du godtar. Du kan godta alle, avvise alle eller velge kategori for kategori, og ingenting utenom de nødvendige blir brukt før du har svart.

Valget ditt lagres i en informasjonskapsel som heter nordlys_consent, i opptil 12 måneder. Deretter spør vi på nytt. Du kan når som helst ombestemme deg via «Innstillinger for informasjonskapsler» nederst på hver side, og endringen gjelder med en gang.

## De fire kategoriene

- Nødvendige: kreves for at nettstedene i det hele tatt skal fungere, for eksempel for å holde deg innlogget, beskytte skjemaer mot misbruk og huske valget ditt om informasjonskapsler. Disse kan ikke slås av.
- Preferanser: husker innstillinger som gjør nettstedene mer behagelige å bruke, for eksempel språk, mørkt tema og søkefiltrene dine.
- Statistikk: hjelper oss å forstå, i samlet form, hvilke sider som brukes og hvor det oppstår feil, slik at vi kan forbedre nettstedene. Vi bruker ikke statistikk til å lage en profil av deg.
- Markedsføring: omfatter innhold fra tredjeparter, først og fremst videoer som er bygd inn fra eksterne tjenester som YouTube eller Vimeo. Disse tjenestene kan sette sine egne informasjonskapsler og registrere besøket ditt. Innebygde videoer er derfor blokkert til du godtar informasjonskapsler for markedsføring. Frem til da ser du en plassholder i stedet for videoen.

## Tredjeparter

Vi selger ikke opplysninger om deg, og vi lar ikke annonsenettverk spore deg på nettstedene våre. Hvis du godtar informasjonskapsler for markedsføring og spiller av en innebygd video, behandler videotjenesten opplysninger om deg etter sin egen personvernerklæring. Betalinger håndteres av betalingsleverandøren vår, som kan sette nødvendige informasjonskapsler under betalingen.

## Informasjonskapsler i nettleseren

I tillegg til våre egne innstillinger kan du blokkere eller slette informasjonskapsler i nettleseren din. Hvis du blokkerer nødvendige informasjonskapsler, kan du ikke logge inn. Sletter du informasjonskapselen nordlys_consent, spør vi om valget ditt på nytt neste gang du besøker oss.

## Spørsmål

Har du spørsmål om informasjonskapsler eller personvern, kan du skrive til support@nordlys.example eller ringe +45 70 20 30 40, mandag–fredag kl. 09.00–16.00. Du kan lese mer om hvordan vi behandler personopplysninger, i personvernerklæringen vår.`,
    'sv-SE': `## Om den här policyn

Nordlys ApS driver Nordlys och Nordlys Nights. Som de flesta webbplatser använder vi cookies och liknande tekniker för att webbplatserna ska fungera, för att komma ihåg dina val och – om du tillåter det – för att förstå hur webbplatserna används. Här förklarar vi vad vi använder, varför vi använder det och hur du själv bestämmer.

En cookie är en liten textfil som din webbläsare sparar åt en webbplats. Vissa cookies raderas när du stänger webbläsaren, medan andra finns kvar tills de löper ut eller du tar bort dem.

## Dina val

När du besöker oss första gången använder vi bara nödvändiga cookies. Sedan frågar vi vilka av de övriga kategorierna du godkänner. Du kan godkänna alla, neka alla eller välja kategori för kategori, och ingenting utöver de nödvändiga används innan du har svarat.

Ditt val sparas i en cookie som heter nordlys_consent i upp till 12 månader, och därefter frågar vi igen. Du kan när som helst ändra dig via ”Cookieinställningar” längst ned på varje sida, och ändringen gäller direkt.

## De fyra kategorierna

- Nödvändiga: krävs för att webbplatserna över huvud taget ska fungera, till exempel för att hålla dig inloggad, skydda formulär mot missbruk och komma ihåg ditt cookieval. De kan inte stängas av.
- Preferenser: kommer ihåg inställningar som gör webbplatserna bekvämare att använda, till exempel ditt språk, det mörka temat och dina sökfilter.
- Statistik: hjälper oss att i sammanställd form förstå vilka sidor som används och var det uppstår fel, så att vi kan förbättra webbplatserna. Vi använder inte statistik för att skapa en profil av dig.
- Marknadsföring: omfattar innehåll från tredje part, främst videor som är inbäddade från externa tjänster som YouTube eller Vimeo. Dessa tjänster kan sätta egna cookies och registrera ditt besök. Inbäddade videor är därför blockerade tills du godkänner marknadsföringscookies; fram till dess ser du en platshållare i stället för videon.

## Tredje part

Vi säljer inte uppgifter om dig, och vi låter inte annonsnätverk spåra dig på våra webbplatser. Om du godkänner marknadsföringscookies och spelar upp en inbäddad video behandlar videotjänsten uppgifter om dig enligt sin egen integritetspolicy. Betalningar hanteras av vår betaltjänstleverantör, som kan sätta nödvändiga cookies under betalningen.

## Cookies i din webbläsare

Utöver våra egna cookieinställningar kan du blockera eller radera cookies i din webbläsare. Om du blockerar nödvändiga cookies kan du inte logga in. Om du raderar cookien nordlys_consent frågar vi efter ditt val igen vid nästa besök.

## Frågor

Om du har frågor om cookies eller integritet kan du skriva till support@nordlys.example eller ringa +45 70 20 30 40, måndag–fredag kl. 09.00–16.00. Du kan läsa mer om hur vi behandlar personuppgifter i vår integritetspolicy.`,
  },
};

const generalTerms: LegalPageSeed = {
  kind: 'GeneralTerms',
  version: 1,
  title: {
    'en-GB': 'General terms of use',
    'da-DK': 'Generelle vilkår',
    'nb-NO': 'Generelle vilkår',
    'sv-SE': 'Allmänna villkor',
  },
  body: {
    'en-GB': `## About these terms

These terms apply when you use Nordlys and Nordlys Nights, which are run by Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark. By creating a profile you accept these terms, our code of conduct and our privacy policy. If you buy a paid membership, our terms of sale also apply.

## Who can join

- You must be at least 18 years old. We close profiles when we have reason to believe that a member is under 18.
- You may have only one personal profile. A couple may share a couple profile if both partners agree to it.
- The information in your profile must be truthful, and your photos must show you.
- Nordlys Nights is a separate area for adults with an interest in kink and sensuality. You decide for yourself whether to use it.

## Your account and security

Keep your login details to yourself; you are responsible for what happens on your account. We recommend that you turn on two-factor authentication or log in with a passkey, which protects your account even if your password is leaked. Tell us straight away if you suspect that someone else has access to your account.

## Your content

You keep the rights to the texts and photos you post. You give us permission to store and show them on the sites for as long as they are on your profile, and only in order to run the service. You must have the right to share what you upload, and you must not post other people’s photos or personal information without their consent.

## Moderation and reporting

Our moderators review reports from members and may remove content or restrict profiles that break these terms or the code of conduct. Depending on how serious the breach is, we may give a warning, suspend a profile temporarily or close it permanently. Illegal content is reported to the police. If you disagree with a decision, contact support and we will look at it again.

## Closing your profile

You can close your profile at any time under Settings. A paid membership runs until the end of the period you have paid for, as described in the terms of sale. We may close profiles that have been inactive for more than two years, but we will always notify you by e-mail first.

## Liability, changes and applicable law

We work hard to keep the sites available and secure, but we cannot guarantee that they are always free of errors or interruptions, and we are not responsible for what members write or do when they meet. Always use your own judgement. We may change these terms, and we will tell you about important changes at least 30 days in advance. Danish law applies, but this does not limit the rights you have under the mandatory consumer law of the country where you live.`,
    'da-DK': `## Om disse vilkår

Disse vilkår gælder, når du bruger Nordlys og Nordlys Nights, som drives af Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. Når du opretter en profil, accepterer du disse vilkår, vores adfærdskodeks og vores privatlivspolitik. Køber du et betalt medlemskab, gælder vores handelsbetingelser også.

## Hvem kan blive medlem

- Du skal være mindst 18 år. Vi lukker profiler, hvis vi har grund til at tro, at et medlem er under 18 år.
- Du må kun have én personlig profil. Et par kan dele en parprofil, hvis begge parter er enige om det.
- Oplysningerne i din profil skal være sande, og dine billeder skal forestille dig.
- Nordlys Nights er et separat område for voksne med interesse for kink og sensualitet. Du bestemmer selv, om du vil bruge det.

## Din konto og sikkerhed

Hold dine loginoplysninger for dig selv; du er ansvarlig for det, der sker på din konto. Vi anbefaler, at du slår totrinsbekræftelse til eller logger ind med en adgangsnøgle, som beskytter din konto, selv hvis din adgangskode bliver lækket. Giv os straks besked, hvis du har mistanke om, at andre har adgang til din konto.

## Dit indhold

Du beholder rettighederne til de tekster og billeder, du lægger op. Du giver os tilladelse til at gemme og vise dem på siderne, så længe de er på din profil, og kun for at kunne drive tjenesten. Du skal have ret til at dele det, du uploader, og du må ikke lægge andres billeder eller personoplysninger op uden deres samtykke.

## Moderation og anmeldelser

Vores moderatorer gennemgår anmeldelser fra medlemmer og kan fjerne indhold eller begrænse profiler, der overtræder disse vilkår eller adfærdskodekset. Afhængigt af hvor alvorlig overtrædelsen er, kan vi give en advarsel, suspendere en profil midlertidigt eller lukke den permanent. Ulovligt indhold anmelder vi til politiet. Er du uenig i en afgørelse, kan du kontakte supporten, så ser vi på sagen igen.

## Luk din profil

Du kan til enhver tid lukke din profil under Indstillinger. Et betalt medlemskab løber til udgangen af den periode, du har betalt for, som beskrevet i handelsbetingelserne. Vi kan lukke profiler, der har været inaktive i mere end to år, men vi giver dig altid besked på e-mail først.

## Ansvar, ændringer og lovvalg

Vi arbejder for, at siderne er tilgængelige og sikre, men vi kan ikke garantere, at de altid er fri for fejl eller afbrydelser, og vi er ikke ansvarlige for, hvad medlemmer skriver eller gør, når de mødes. Brug altid din sunde fornuft. Vi kan ændre disse vilkår og giver dig besked om væsentlige ændringer mindst 30 dage i forvejen. Dansk ret gælder, men det begrænser ikke de rettigheder, du har efter de ufravigelige forbrugerregler i det land, hvor du bor.`,
    'nb-NO': `## Om disse vilkårene

Disse vilkårene gjelder når du bruker Nordlys og Nordlys Nights, som drives av Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. Når du oppretter en profil, godtar du disse vilkårene, retningslinjene for fellesskapet og personvernerklæringen vår. Kjøper du betalt medlemskap, gjelder også salgsbetingelsene våre.

## Hvem kan bli medlem

- Du må være minst 18 år. Vi stenger profiler når vi har grunn til å tro at et medlem er under 18 år.
- Du kan bare ha én personlig profil. Et par kan dele en parprofil hvis begge er enige om det.
- Opplysningene i profilen din skal være sanne, og bildene dine skal vise deg.
- Nordlys Nights er et eget område for voksne med interesse for kink og sensualitet. Du bestemmer selv om du vil bruke det.

## Kontoen din og sikkerhet

Hold innloggingsopplysningene dine for deg selv; du er ansvarlig for det som skjer på kontoen din. Vi anbefaler at du slår på tofaktorautentisering eller logger inn med en passnøkkel, som beskytter kontoen selv om passordet ditt skulle komme på avveie. Si fra til oss med en gang hvis du mistenker at noen andre har tilgang til kontoen din.

## Innholdet ditt

Du beholder rettighetene til tekstene og bildene du legger ut. Du gir oss tillatelse til å lagre og vise dem på nettstedene så lenge de ligger på profilen din, og bare for å kunne drive tjenesten. Du må ha rett til å dele det du laster opp, og du må ikke legge ut andres bilder eller personopplysninger uten deres samtykke.

## Moderering og rapportering

Moderatorene våre går gjennom rapporter fra medlemmer og kan fjerne innhold eller begrense profiler som bryter disse vilkårene eller retningslinjene for fellesskapet. Avhengig av hvor alvorlig bruddet er, kan vi gi en advarsel, sperre en profil midlertidig eller stenge den permanent. Ulovlig innhold anmelder vi til politiet. Er du uenig i en avgjørelse, kan du kontakte kundeservice, så ser vi på saken på nytt.

## Avslutte profilen

Du kan når som helst avslutte profilen din under Innstillinger. Et betalt medlemskap løper til slutten av perioden du har betalt for, slik det er beskrevet i salgsbetingelsene. Vi kan stenge profiler som har vært inaktive i mer enn to år, men vi gir deg alltid beskjed på e-post først.

## Ansvar, endringer og lovvalg

Vi jobber for at nettstedene skal være tilgjengelige og sikre, men vi kan ikke garantere at de alltid er uten feil eller avbrudd, og vi er ikke ansvarlige for hva medlemmer skriver eller gjør når de møtes. Bruk alltid din egen dømmekraft. Vi kan endre disse vilkårene, og vi gir beskjed om vesentlige endringer minst 30 dager i forveien. Dansk rett gjelder, men det begrenser ikke rettighetene du har etter ufravikelige forbrukerregler i landet der du bor.`,
    'sv-SE': `## Om de här villkoren

De här villkoren gäller när du använder Nordlys och Nordlys Nights, som drivs av Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. När du skapar en profil godkänner du villkoren, vår uppförandekod och vår integritetspolicy. Om du köper ett betalt medlemskap gäller även våra köpvillkor.

## Vem kan bli medlem

- Du måste vara minst 18 år. Vi stänger profiler när vi har anledning att tro att en medlem är under 18 år.
- Du får bara ha en personlig profil. Ett par kan dela en parprofil om båda är överens om det.
- Uppgifterna i din profil ska vara sanna, och dina bilder ska föreställa dig.
- Nordlys Nights är ett separat område för vuxna med intresse för kink och sensualitet. Du bestämmer själv om du vill använda det.

## Ditt konto och säkerhet

Håll dina inloggningsuppgifter för dig själv; du ansvarar för det som händer på ditt konto. Vi rekommenderar att du aktiverar tvåfaktorsautentisering eller loggar in med en lösennyckel, som skyddar kontot även om ditt lösenord skulle läcka. Meddela oss direkt om du misstänker att någon annan har tillgång till ditt konto.

## Ditt innehåll

Du behåller rättigheterna till de texter och bilder du lägger upp. Du ger oss tillåtelse att spara och visa dem på webbplatserna så länge de finns på din profil, och bara för att kunna driva tjänsten. Du måste ha rätt att dela det du laddar upp, och du får inte lägga upp andras bilder eller personuppgifter utan deras samtycke.

## Moderering och anmälningar

Våra moderatorer går igenom anmälningar från medlemmar och kan ta bort innehåll eller begränsa profiler som bryter mot villkoren eller uppförandekoden. Beroende på hur allvarlig överträdelsen är kan vi ge en varning, stänga av en profil tillfälligt eller stänga den permanent. Olagligt innehåll polisanmäler vi. Om du inte håller med om ett beslut kan du kontakta kundtjänst, så tittar vi på ärendet igen.

## Avsluta din profil

Du kan när som helst avsluta din profil under Inställningar. Ett betalt medlemskap löper till slutet av den period du har betalat för, enligt köpvillkoren. Vi kan stänga profiler som har varit inaktiva i mer än två år, men vi meddelar dig alltid via e-post först.

## Ansvar, ändringar och tillämplig lag

Vi arbetar för att webbplatserna ska vara tillgängliga och säkra, men vi kan inte garantera att de alltid är fria från fel eller avbrott, och vi ansvarar inte för vad medlemmar skriver eller gör när de träffas. Använd alltid ditt eget omdöme. Vi kan ändra villkoren och meddelar dig om väsentliga ändringar minst 30 dagar i förväg. Dansk lag gäller, men det begränsar inte de rättigheter du har enligt tvingande konsumentlagstiftning i det land där du bor.`,
  },
};

const tradeTerms: LegalPageSeed = {
  kind: 'TradeTerms',
  version: 1,
  title: {
    'en-GB': 'Terms of sale',
    'da-DK': 'Handelsbetingelser',
    'nb-NO': 'Salgsbetingelser',
    'sv-SE': 'Köpvillkor',
  },
  body: {
    'en-GB': `## Scope

These terms of sale apply when you buy a paid membership of Nordlys or Nordlys Nights from Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark. They supplement our general terms of use. You must be at least 18 years old to buy a membership.

## Membership and price

A basic profile is free. A paid membership gives you extra features, for example unlimited messages, extended search and the option of seeing who has visited your profile. The features and the current price are shown before you pay. Prices are given in Danish, Norwegian or Swedish kroner or in pounds sterling and include VAT where applicable.

## Payment and renewal

Membership is paid monthly in advance. It renews automatically each month, and at the start of each new period we charge the payment card or other payment method you have chosen. You receive a receipt by e-mail, and you can also find it under Settings › Membership. If a payment fails, we try again a few times over the following days; if it still fails, the membership ends and your profile becomes a free profile again.

## Cancellation and price changes

You can cancel at any time under Settings › Membership. The cancellation takes effect at the end of the period you have already paid for, and you keep the paid features until then. Apart from the right of withdrawal described below, we do not refund part-months. If we change the price, we will notify you by e-mail at least 30 days before the new price applies, so that you have time to cancel.

## Right of withdrawal

As a consumer you have a 14-day right of withdrawal, counted from the day you buy. Because the membership starts immediately at your request, we refund the amount paid minus a proportionate share for the days you have used. To withdraw, contact support within the 14 days; you do not have to give a reason. We refund you within 14 days using the payment method you used.

## Complaints

If something is wrong with your membership, contact us at support@nordlys.example or on +45 70 20 30 40, Monday to Friday, 09:00–16:00, and we will do our best to find a solution. If we cannot reach an agreement, you can complain to Nævnenes Hus, the Danish consumer complaints body, or to the consumer authority in the country where you live.`,
    'da-DK': `## Anvendelse

Disse handelsbetingelser gælder, når du køber et betalt medlemskab af Nordlys eller Nordlys Nights hos Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. De supplerer vores generelle vilkår. Du skal være mindst 18 år for at købe et medlemskab.

## Medlemskab og pris

En basisprofil er gratis. Et betalt medlemskab giver dig ekstra funktioner, fx ubegrænsede beskeder, udvidet søgning og mulighed for at se, hvem der har besøgt din profil. Funktionerne og den aktuelle pris vises, før du betaler. Priserne angives i danske, norske eller svenske kroner eller i britiske pund og er inklusive moms, hvor det er relevant.

## Betaling og fornyelse

Medlemskabet betales månedsvis forud. Det fornyes automatisk hver måned, og ved starten af hver ny periode trækker vi beløbet på det betalingskort eller den betalingsmetode, du har valgt. Du får en kvittering på e-mail, og du kan også finde den under Indstillinger › Medlemskab. Hvis en betaling mislykkes, prøver vi igen et par gange i de følgende dage; lykkes det stadig ikke, ophører medlemskabet, og din profil bliver igen en gratisprofil.

## Opsigelse og prisændringer

Du kan til enhver tid opsige medlemskabet under Indstillinger › Medlemskab. Opsigelsen får virkning ved udgangen af den periode, du allerede har betalt for, og du beholder de betalte funktioner indtil da. Ud over fortrydelsesretten, som er beskrevet nedenfor, refunderer vi ikke for dele af en måned. Hvis vi ændrer prisen, giver vi dig besked på e-mail mindst 30 dage, før den nye pris gælder, så du har tid til at opsige.

## Fortrydelsesret

Som forbruger har du 14 dages fortrydelsesret fra den dag, du køber. Fordi medlemskabet starter med det samme efter dit ønske, refunderer vi det betalte beløb fratrukket en forholdsmæssig andel for de dage, du har brugt. Vil du fortryde, skal du kontakte supporten inden for de 14 dage; du behøver ikke at give en begrundelse. Vi tilbagebetaler beløbet inden for 14 dage med den betalingsmetode, du brugte.

## Klager

Hvis der er noget galt med dit medlemskab, så kontakt os på support@nordlys.example eller på +45 70 20 30 40, mandag–fredag kl. 9.00–16.00, så gør vi vores bedste for at finde en løsning. Hvis vi ikke kan blive enige, kan du klage til Nævnenes Hus eller til forbrugermyndighederne i det land, hvor du bor.`,
    'nb-NO': `## Virkeområde

Disse salgsbetingelsene gjelder når du kjøper betalt medlemskap på Nordlys eller Nordlys Nights fra Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. De kommer i tillegg til de generelle vilkårene våre. Du må være minst 18 år for å kjøpe medlemskap.

## Medlemskap og pris

En basisprofil er gratis. Et betalt medlemskap gir deg ekstra funksjoner, for eksempel ubegrensede meldinger, utvidet søk og muligheten til å se hvem som har besøkt profilen din. Funksjonene og gjeldende pris vises før du betaler. Prisene oppgis i danske, norske eller svenske kroner eller i britiske pund og er inkludert mva. der det er aktuelt.

## Betaling og fornyelse

Medlemskapet betales månedlig på forskudd. Det fornyes automatisk hver måned, og ved starten av hver nye periode belaster vi betalingskortet eller betalingsmåten du har valgt. Du får kvittering på e-post, og du finner den også under Innstillinger › Medlemskap. Hvis en betaling mislykkes, prøver vi igjen noen ganger de påfølgende dagene. Går det fortsatt ikke, opphører medlemskapet, og profilen din blir en gratisprofil igjen.

## Oppsigelse og prisendringer

Du kan når som helst si opp medlemskapet under Innstillinger › Medlemskap. Oppsigelsen gjelder fra slutten av perioden du allerede har betalt for, og du beholder de betalte funksjonene frem til da. Utover angreretten som er beskrevet nedenfor, refunderer vi ikke deler av en måned. Hvis vi endrer prisen, varsler vi deg på e-post minst 30 dager før den nye prisen gjelder, slik at du har tid til å si opp.

## Angrerett

Som forbruker har du 14 dagers angrerett fra den dagen du kjøper. Fordi medlemskapet starter med en gang etter ønske fra deg, betaler vi tilbake det du har betalt, minus en forholdsmessig andel for dagene du har brukt. Vil du gå fra kjøpet, kontakter du kundeservice innen de 14 dagene; du trenger ikke å oppgi noen grunn. Vi betaler tilbake innen 14 dager med den betalingsmåten du brukte.

## Klager

Hvis noe er galt med medlemskapet ditt, kan du kontakte oss på support@nordlys.example eller på +45 70 20 30 40, mandag–fredag kl. 09.00–16.00, så gjør vi vårt beste for å finne en løsning. Hvis vi ikke blir enige, kan du klage til Nævnenes Hus, det danske klageorganet for forbrukersaker, eller til forbrukermyndighetene i landet der du bor.`,
    'sv-SE': `## Tillämpning

De här köpvillkoren gäller när du köper ett betalt medlemskap på Nordlys eller Nordlys Nights av Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. De kompletterar våra allmänna villkor. Du måste vara minst 18 år för att köpa ett medlemskap.

## Medlemskap och pris

En grundprofil är gratis. Ett betalt medlemskap ger dig extra funktioner, till exempel obegränsat antal meddelanden, utökad sökning och möjlighet att se vem som har besökt din profil. Funktionerna och det aktuella priset visas innan du betalar. Priserna anges i danska, norska eller svenska kronor eller i brittiska pund och är inklusive moms där sådan tillkommer.

## Betalning och förnyelse

Medlemskapet betalas månadsvis i förskott. Det förnyas automatiskt varje månad, och i början av varje ny period debiterar vi det betalkort eller betalsätt du har valt. Du får ett kvitto via e-post, och du hittar det också under Inställningar › Medlemskap. Om en betalning misslyckas försöker vi igen några gånger under de följande dagarna; lyckas det fortfarande inte upphör medlemskapet, och din profil blir en gratisprofil igen.

## Uppsägning och prisändringar

Du kan när som helst säga upp medlemskapet under Inställningar › Medlemskap. Uppsägningen gäller från slutet av den period du redan har betalat för, och du behåller de betalda funktionerna fram till dess. Utöver ångerrätten som beskrivs nedan återbetalar vi inte delar av en månad. Om vi ändrar priset meddelar vi dig via e-post minst 30 dagar innan det nya priset börjar gälla, så att du hinner säga upp medlemskapet.

## Ångerrätt

Som konsument har du 14 dagars ångerrätt från den dag du köper. Eftersom medlemskapet börjar direkt på din begäran återbetalar vi det du har betalat med avdrag för en proportionerlig del för de dagar du har använt. Om du vill ångra köpet kontaktar du kundtjänst inom de 14 dagarna; du behöver inte ange något skäl. Vi betalar tillbaka inom 14 dagar med samma betalsätt som du använde.

## Klagomål

Om något inte stämmer med ditt medlemskap kan du kontakta oss på support@nordlys.example eller på +45 70 20 30 40, måndag–fredag kl. 09.00–16.00, så gör vi vårt bästa för att hitta en lösning. Om vi inte kan komma överens kan du vända dig till Nævnenes Hus, den danska klagonämnden för konsumenttvister, eller till konsumentmyndigheten i det land där du bor.`,
  },
};

const privacy: LegalPageSeed = {
  kind: 'Privacy',
  version: 1,
  title: {
    'en-GB': 'Privacy policy',
    'da-DK': 'Privatlivspolitik',
    'nb-NO': 'Personvernerklæring',
    'sv-SE': 'Integritetspolicy',
  },
  body: {
    'en-GB': `## Who is responsible

Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark, is the data controller for the personal data we process about you on Nordlys and Nordlys Nights. You can contact us about privacy at support@nordlys.example or on +45 70 20 30 40.

## What we collect

- Information you give us: e-mail address, username, date of birth, profile texts, photos, preferences and messages.
- Information about your use: logins, device and browser, IP address and security events, which we use to protect your account.
- Payment information: what you have bought and when. Card details are handled by our payment provider, and we never see your full card number.

Some profile details, for example your sexual orientation or your interests on Nordlys Nights, are sensitive personal data. You decide for yourself whether to add them, we only process them on the basis of your explicit consent, and you can remove them at any time.

## Why we use your data

- To provide the service you have signed up for, including profiles, search and messages (performance of a contract).
- To keep members safe, prevent fraud and handle reports (legitimate interest).
- To keep accounting records of payments (legal obligation).
- To use statistics cookies and show embedded videos, but only if you accept them (consent).

We do not sell your data, and we do not use it for advertising on other websites. Moderators only read private messages when this is necessary to handle a report or investigate misuse.

## Who we share it with

We use carefully selected processors for hosting, e-mail and payments. They are bound by data processing agreements and may only use the data on our instructions. Your data is stored within the EU/EEA. We only disclose data to the police or other authorities when the law requires it.

## How long we keep it

Your profile, photos and messages are deleted within 30 days after you close your profile. Security logs are kept for up to 12 months. Accounting records are kept for five years, as required by the Danish Bookkeeping Act.

## Your rights

You have the right to access, correct and delete your data, to restrict or object to its processing, and to receive it in a portable format. Where we rely on your consent, you can withdraw it at any time. You can download a copy of your data under Settings › Privacy. If you are unhappy with how we handle your data, you can complain to the Danish Data Protection Agency (Datatilsynet) or to the data protection authority where you live; in the UK, that is the Information Commissioner’s Office.

## Security

We protect your data with encryption, access control and regular security reviews. You can add extra protection to your own account with two-factor authentication or a passkey.`,
    'da-DK': `## Dataansvarlig

Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark, er dataansvarlig for de personoplysninger, vi behandler om dig på Nordlys og Nordlys Nights. Du kan kontakte os om databeskyttelse på support@nordlys.example eller på +45 70 20 30 40.

## Hvilke oplysninger vi indsamler

- Oplysninger, du selv giver os: e-mailadresse, brugernavn, fødselsdato, profiltekster, billeder, præferencer og beskeder.
- Oplysninger om din brug: logins, enhed og browser, IP-adresse og sikkerhedshændelser, som vi bruger til at beskytte din konto.
- Betalingsoplysninger: hvad du har købt og hvornår. Kortoplysninger håndteres af vores betalingsudbyder, og vi ser aldrig dit fulde kortnummer.

Nogle profiloplysninger, fx din seksuelle orientering eller dine interesser på Nordlys Nights, er følsomme personoplysninger. Du bestemmer selv, om du vil tilføje dem, vi behandler dem kun på grundlag af dit udtrykkelige samtykke, og du kan til enhver tid fjerne dem.

## Hvorfor vi bruger dine oplysninger

- For at levere den tjeneste, du har tilmeldt dig, herunder profiler, søgning og beskeder (opfyldelse af en aftale).
- For at passe på medlemmerne, forebygge svindel og behandle anmeldelser (legitim interesse).
- For at bogføre betalinger (retlig forpligtelse).
- For at bruge statistikcookies og vise indlejrede videoer, men kun hvis du accepterer det (samtykke).

Vi sælger ikke dine oplysninger, og vi bruger dem ikke til annoncering på andre hjemmesider. Moderatorer læser kun private beskeder, når det er nødvendigt for at behandle en anmeldelse eller undersøge misbrug.

## Hvem vi deler oplysninger med

Vi bruger nøje udvalgte databehandlere til hosting, e-mail og betalinger. De er bundet af databehandleraftaler og må kun bruge oplysningerne efter vores instruks. Dine oplysninger opbevares inden for EU/EØS. Vi udleverer kun oplysninger til politiet eller andre myndigheder, når loven kræver det.

## Hvor længe vi gemmer oplysningerne

Din profil, dine billeder og dine beskeder slettes senest 30 dage efter, at du har lukket din profil. Sikkerhedslogs gemmes i op til 12 måneder. Regnskabsmateriale opbevares i fem år, som bogføringsloven kræver.

## Dine rettigheder

Du har ret til indsigt i, berigtigelse og sletning af dine oplysninger, til at begrænse eller gøre indsigelse mod behandlingen og til at få dine oplysninger udleveret i et overførbart format (dataportabilitet). Når vi behandler oplysninger på grundlag af dit samtykke, kan du til enhver tid trække det tilbage. Du kan downloade en kopi af dine oplysninger under Indstillinger › Privatliv. Er du utilfreds med vores behandling af dine oplysninger, kan du klage til Datatilsynet eller til databeskyttelsesmyndigheden i det land, hvor du bor.

## Sikkerhed

Vi beskytter dine oplysninger med kryptering, adgangskontrol og regelmæssige sikkerhedsgennemgange. Du kan give din egen konto ekstra beskyttelse med totrinsbekræftelse eller en adgangsnøgle.`,
    'nb-NO': `## Behandlingsansvarlig

Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark, er behandlingsansvarlig for personopplysningene vi behandler om deg på Nordlys og Nordlys Nights. Du kan kontakte oss om personvern på support@nordlys.example eller på +45 70 20 30 40.

## Hvilke opplysninger vi samler inn

- Opplysninger du gir oss: e-postadresse, brukernavn, fødselsdato, profiltekster, bilder, preferanser og meldinger.
- Opplysninger om bruken din: innlogginger, enhet og nettleser, IP-adresse og sikkerhetshendelser, som vi bruker for å beskytte kontoen din.
- Betalingsopplysninger: hva du har kjøpt, og når. Kortopplysninger håndteres av betalingsleverandøren vår, og vi ser aldri hele kortnummeret ditt.

Noen profilopplysninger, for eksempel seksuell orientering eller interessene dine på Nordlys Nights, er særlige kategorier av personopplysninger. Du bestemmer selv om du vil legge dem til, vi behandler dem bare på grunnlag av ditt uttrykkelige samtykke, og du kan når som helst fjerne dem.

## Hvorfor vi bruker opplysningene dine

- For å levere tjenesten du har meldt deg på, inkludert profiler, søk og meldinger (oppfyllelse av avtale).
- For å ivareta medlemmenes sikkerhet, forebygge svindel og behandle rapporter (berettiget interesse).
- For å føre regnskap over betalinger (rettslig forpliktelse).
- For å bruke informasjonskapsler for statistikk og vise innebygde videoer, men bare hvis du godtar det (samtykke).

Vi selger ikke opplysningene dine, og vi bruker dem ikke til annonsering på andre nettsteder. Moderatorer leser bare private meldinger når det er nødvendig for å behandle en rapport eller undersøke misbruk.

## Hvem vi deler opplysninger med

Vi bruker nøye utvalgte databehandlere til drift, e-post og betaling. De er bundet av databehandleravtaler og kan bare bruke opplysningene etter våre instrukser. Opplysningene dine lagres innenfor EU/EØS. Vi utleverer bare opplysninger til politiet eller andre myndigheter når loven krever det.

## Hvor lenge vi lagrer opplysningene

Profilen, bildene og meldingene dine slettes senest 30 dager etter at du har avsluttet profilen. Sikkerhetslogger lagres i opptil 12 måneder. Regnskapsmateriale oppbevares i fem år, slik den danske bokføringsloven krever.

## Rettighetene dine

Du har rett til innsyn i, retting og sletting av opplysningene dine, til å begrense eller protestere mot behandlingen og til å få utlevert opplysningene i et format som kan overføres (dataportabilitet). Når vi behandler opplysninger på grunnlag av samtykke, kan du når som helst trekke det tilbake. Du kan laste ned en kopi av opplysningene dine under Innstillinger › Personvern. Er du misfornøyd med hvordan vi behandler opplysningene dine, kan du klage til det danske Datatilsynet eller til tilsynsmyndigheten i landet der du bor; i Norge er det Datatilsynet.

## Sikkerhet

Vi beskytter opplysningene dine med kryptering, tilgangskontroll og jevnlige sikkerhetsgjennomganger. Du kan gi din egen konto ekstra beskyttelse med tofaktorautentisering eller en passnøkkel.`,
    'sv-SE': `## Personuppgiftsansvarig

Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark, är personuppgiftsansvarig för de personuppgifter vi behandlar om dig på Nordlys och Nordlys Nights. Du kan kontakta oss i integritetsfrågor på support@nordlys.example eller på +45 70 20 30 40.

## Vilka uppgifter vi samlar in

- Uppgifter som du själv lämnar: e-postadress, användarnamn, födelsedatum, profiltexter, bilder, preferenser och meddelanden.
- Uppgifter om hur du använder tjänsten: inloggningar, enhet och webbläsare, IP-adress och säkerhetshändelser, som vi använder för att skydda ditt konto.
- Betalningsuppgifter: vad du har köpt och när. Kortuppgifter hanteras av vår betaltjänstleverantör, och vi ser aldrig hela ditt kortnummer.

Vissa profiluppgifter, till exempel din sexuella läggning eller dina intressen på Nordlys Nights, är känsliga personuppgifter. Du bestämmer själv om du vill lägga till dem, vi behandlar dem bara med ditt uttryckliga samtycke, och du kan när som helst ta bort dem.

## Varför vi använder dina uppgifter

- För att tillhandahålla tjänsten du har registrerat dig för, inklusive profiler, sökning och meddelanden (fullgörande av avtal).
- För att skydda medlemmarna, förebygga bedrägerier och hantera anmälningar (berättigat intresse).
- För att bokföra betalningar (rättslig förpliktelse).
- För att använda statistikcookies och visa inbäddade videor, men bara om du godkänner det (samtycke).

Vi säljer inte dina uppgifter, och vi använder dem inte för annonsering på andra webbplatser. Moderatorer läser bara privata meddelanden när det behövs för att hantera en anmälan eller utreda missbruk.

## Vem vi delar uppgifterna med

Vi anlitar noggrant utvalda personuppgiftsbiträden för drift, e-post och betalningar. De är bundna av personuppgiftsbiträdesavtal och får bara använda uppgifterna enligt våra instruktioner. Dina uppgifter lagras inom EU/EES. Vi lämnar bara ut uppgifter till polisen eller andra myndigheter när lagen kräver det.

## Hur länge vi sparar uppgifterna

Din profil, dina bilder och dina meddelanden raderas senast 30 dagar efter att du har avslutat din profil. Säkerhetsloggar sparas i upp till 12 månader. Räkenskapsinformation sparas i fem år enligt den danska bokföringslagen.

## Dina rättigheter

Du har rätt att få tillgång till, rätta och radera dina uppgifter, att begränsa eller invända mot behandlingen och att få ut dina uppgifter i ett överförbart format (dataportabilitet). När vi behandlar uppgifter med stöd av ditt samtycke kan du när som helst återkalla det. Du kan ladda ned en kopia av dina uppgifter under Inställningar › Integritet. Om du är missnöjd med hur vi behandlar dina uppgifter kan du klaga hos den danska dataskyddsmyndigheten Datatilsynet eller hos dataskyddsmyndigheten där du bor; i Sverige är det Integritetsskyddsmyndigheten (IMY).

## Säkerhet

Vi skyddar dina uppgifter med kryptering, behörighetskontroll och regelbundna säkerhetsgenomgångar. Du kan ge ditt eget konto extra skydd med tvåfaktorsautentisering eller en lösennyckel.`,
  },
};

const codeOfConduct: LegalPageSeed = {
  kind: 'CodeOfConduct',
  version: 1,
  title: {
    'en-GB': 'Code of conduct',
    'da-DK': 'Adfærdskodeks',
    'nb-NO': 'Retningslinjer for fellesskapet',
    'sv-SE': 'Uppförandekod',
  },
  body: {
    'en-GB': `## Our community

Nordlys and Nordlys Nights are meant to be places where adults can meet, chat and flirt while feeling safe. These rules apply to everything you do on the sites: your profile, messages, guestbook entries, lodges and events. They are part of our general terms of use.

## Respect and consent

- Treat other members as you would like to be treated, also when you are not interested.
- Consent comes first. Accept a no, and do not keep writing to someone who has not replied or has asked you to stop.
- Do not send sexual messages or photos to anyone who has not clearly said they want them.
- Discrimination, hate speech and threats are never accepted.

## Be yourself

Your profile must show you and give an honest picture of who you are. Fake profiles, pretending to be someone else and using the sites on behalf of another person are not allowed. A couple profile must be created with the agreement of both partners.

## Adults only

All members must be 18 or older. Never post or ask for content that shows or sexualises minors; we report it to the police immediately. If you think a profile belongs to someone under 18, please report it.

## Photos and privacy

- Only post photos you have the right to use, and never photos of other people without their permission.
- Public profile photos must not contain nudity – on Nordlys Nights too.
- Do not share other members’ messages, photos or personal information outside the conversation.

## No commercial activity

Nordlys is for private individuals. Advertising, selling sexual services, asking for money and spreading links to other services are not allowed. Be wary of anyone who asks you for money or wants to move the conversation elsewhere very quickly.

## Reporting and consequences

If you see something that breaks these rules, use the ‘Report’ button on the profile or message. Reports are confidential, and the member you report will not find out who reported them. Depending on how serious the breach is, our moderators may remove content, give a warning, or suspend or close the profile. When you meet someone from the site, meet in a public place the first time and tell a friend where you are going.`,
    'da-DK': `## Vores fællesskab

Nordlys og Nordlys Nights skal være steder, hvor voksne kan mødes, snakke og flirte og samtidig føle sig trygge. Disse regler gælder for alt, hvad du gør på siderne: din profil, beskeder, indlæg i gæstebøger, lodges og arrangementer. De er en del af vores generelle vilkår.

## Respekt og samtykke

- Behandl andre medlemmer, som du selv gerne vil behandles – også når du ikke er interesseret.
- Samtykke kommer først. Respekter et nej, og bliv ikke ved med at skrive til en, der ikke har svaret eller har bedt dig om at stoppe.
- Send ikke seksuelle beskeder eller billeder til nogen, der ikke tydeligt har sagt, at de ønsker det.
- Diskrimination, hadefuld tale og trusler accepteres aldrig.

## Vær dig selv

Din profil skal vise dig og give et ærligt billede af, hvem du er. Falske profiler, at udgive sig for at være en anden og at bruge siderne på vegne af en anden person er ikke tilladt. En parprofil skal oprettes med begge parters accept.

## Kun for voksne

Alle medlemmer skal være fyldt 18 år. Læg aldrig indhold op, og bed aldrig om indhold, der viser eller seksualiserer mindreårige; det anmelder vi straks til politiet. Hvis du tror, at en profil tilhører en person under 18 år, så anmeld den.

## Billeder og privatliv

- Læg kun billeder op, som du har ret til at bruge, og aldrig billeder af andre uden deres tilladelse.
- Offentlige profilbilleder må ikke indeholde nøgenhed – heller ikke på Nordlys Nights.
- Del ikke andre medlemmers beskeder, billeder eller personlige oplysninger uden for samtalen.

## Ingen kommerciel aktivitet

Nordlys er for privatpersoner. Reklame, salg af seksuelle ydelser, anmodninger om penge og links til andre tjenester er ikke tilladt. Vær på vagt over for personer, der beder dig om penge eller meget hurtigt vil flytte samtalen et andet sted hen.

## Anmeldelser og konsekvenser

Ser du noget, der bryder disse regler, så brug knappen »Anmeld« på profilen eller beskeden. Anmeldelser er fortrolige, og det medlem, du anmelder, får ikke at vide, hvem der har anmeldt. Afhængigt af hvor alvorlig overtrædelsen er, kan vores moderatorer fjerne indhold, give en advarsel eller suspendere eller lukke profilen. Når du mødes med en fra siden, så mød hinanden et offentligt sted første gang, og fortæl en ven, hvor du skal hen.`,
    'nb-NO': `## Fellesskapet vårt

Nordlys og Nordlys Nights skal være steder der voksne kan møtes, prate og flørte og samtidig føle seg trygge. Disse reglene gjelder alt du gjør på nettstedene: profilen din, meldinger, innlegg i gjestebøker, lodges og arrangementer. De er en del av de generelle vilkårene våre.

## Respekt og samtykke

- Behandle andre medlemmer slik du selv vil bli behandlet – også når du ikke er interessert.
- Samtykke kommer først. Respekter et nei, og ikke fortsett å skrive til noen som ikke har svart eller har bedt deg om å slutte.
- Ikke send seksuelle meldinger eller bilder til noen som ikke tydelig har sagt at de ønsker det.
- Diskriminering, hatefulle ytringer og trusler aksepteres aldri.

## Vær deg selv

Profilen din skal vise deg og gi et ærlig bilde av hvem du er. Falske profiler, å utgi seg for å være en annen og å bruke nettstedene på vegne av noen andre er ikke tillatt. En parprofil skal opprettes med samtykke fra begge parter.

## Bare for voksne

Alle medlemmer må ha fylt 18 år. Legg aldri ut og be aldri om innhold som viser eller seksualiserer mindreårige; slikt anmelder vi umiddelbart til politiet. Hvis du tror at en profil tilhører noen under 18 år, ber vi deg rapportere den.

## Bilder og personvern

- Legg bare ut bilder du har rett til å bruke, og aldri bilder av andre uten deres tillatelse.
- Offentlige profilbilder må ikke inneholde nakenhet – heller ikke på Nordlys Nights.
- Ikke del andre medlemmers meldinger, bilder eller personopplysninger utenfor samtalen.

## Ingen kommersiell aktivitet

Nordlys er for privatpersoner. Reklame, salg av seksuelle tjenester, å be om penger og å spre lenker til andre tjenester er ikke tillatt. Vær på vakt overfor noen som ber deg om penger eller svært raskt vil flytte samtalen et annet sted.

## Rapportering og konsekvenser

Ser du noe som bryter disse reglene, kan du bruke knappen «Rapporter» på profilen eller meldingen. Rapporter behandles konfidensielt, og medlemmet du rapporterer, får ikke vite hvem som har rapportert. Avhengig av hvor alvorlig bruddet er, kan moderatorene våre fjerne innhold, gi en advarsel eller sperre eller stenge profilen. Når du skal møte noen fra nettstedet, bør dere møtes på et offentlig sted første gang, og du bør fortelle en venn hvor du skal.`,
    'sv-SE': `## Vår gemenskap

Nordlys och Nordlys Nights ska vara platser där vuxna kan träffas, prata och flörta och samtidigt känna sig trygga. De här reglerna gäller allt du gör på webbplatserna: din profil, meddelanden, inlägg i gästböcker, lodges och evenemang. De är en del av våra allmänna villkor.

## Respekt och samtycke

- Behandla andra medlemmar som du själv vill bli behandlad – även när du inte är intresserad.
- Samtycke kommer först. Respektera ett nej, och fortsätt inte att skriva till någon som inte har svarat eller har bett dig sluta.
- Skicka inte sexuella meddelanden eller bilder till någon som inte tydligt har sagt att hen vill ha dem.
- Diskriminering, hatiska uttalanden och hot accepteras aldrig.

## Var dig själv

Din profil ska föreställa dig och ge en ärlig bild av vem du är. Falska profiler, att utge sig för att vara någon annan och att använda webbplatserna för någon annans räkning är inte tillåtet. En parprofil ska skapas med båda parternas medgivande.

## Bara för vuxna

Alla medlemmar måste ha fyllt 18 år. Lägg aldrig upp och be aldrig om innehåll som visar eller sexualiserar minderåriga; sådant polisanmäler vi omedelbart. Om du tror att en profil tillhör någon under 18 år ber vi dig att anmäla den.

## Bilder och integritet

- Lägg bara upp bilder som du har rätt att använda, och aldrig bilder på andra utan deras tillåtelse.
- Offentliga profilbilder får inte innehålla nakenhet – inte heller på Nordlys Nights.
- Dela inte andra medlemmars meddelanden, bilder eller personuppgifter utanför konversationen.

## Ingen kommersiell verksamhet

Nordlys är till för privatpersoner. Reklam, försäljning av sexuella tjänster, att be om pengar och att sprida länkar till andra tjänster är inte tillåtet. Var uppmärksam på personer som ber dig om pengar eller mycket snabbt vill flytta konversationen någon annanstans.

## Anmälningar och konsekvenser

Om du ser något som bryter mot reglerna kan du använda knappen ”Anmäl” på profilen eller meddelandet. Anmälningar behandlas konfidentiellt, och den medlem du anmäler får inte veta vem som har anmält. Beroende på hur allvarlig överträdelsen är kan våra moderatorer ta bort innehåll, ge en varning eller stänga av profilen tillfälligt eller permanent. När du ska träffa någon från webbplatsen bör ni ses på en offentlig plats första gången, och du bör berätta för en vän vart du ska.`,
  },
};

export const legalPages: LegalPageSeed[] = [cookies, generalTerms, tradeTerms, privacy, codeOfConduct];
