import type { LegalPageSeed } from './types.ts';

/**
 * Demo legal pages, version 1, shared by Nordlys (site 1) and Nordlys Nights (site 2). Bodies use the body text
 * markup of types.ts and describe what the sites do today, in the interface's words.
 * Demo text only: have the real pages reviewed by a lawyer.
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

Nordlys ApS runs Nordlys and Nordlys Nights. This policy lists the cookies the sites use, why we use them and how you decide. A cookie is a small text file that your browser stores on behalf of a website. Some are deleted when you close your browser; others remain until they expire or you delete them.

## Your choices

On your first visit we ask which cookies you accept, and until you have answered we only use the necessary ones. You can accept all, choose only the necessary ones or choose category by category. We keep your answer for 12 months and then ask again. You can change it at any time under ‘Cookie settings’ at the bottom of every page, and the change applies straight away.

## The cookies we use

- Necessary: nordlys.sid keeps you logged on (it ends when you log out, after two hours without activity, or after 30 days if you chose to stay logged on); nordlys.csrf protects our forms against misuse; nordlys_consent remembers your answer for 12 months. If you pick a language at the bottom of a page, nordlys_lang remembers it for a year; we only set it when you pick one. Necessary cookies cannot be switched off.
- Preferences: we do not use any preference cookies today.
- Statistics: nordlys_first remembers the first page you arrived on, for 30 days, so that we can see which of our pages bring new members. We only set it if you accept statistics or marketing cookies, and we use no statistics services from other companies.
- Marketing: covers videos embedded from YouTube (in its privacy-enhanced mode) or Vimeo. These services may set their own cookies and register your visit, so embedded videos are blocked until you accept marketing cookies; until then you see a placeholder instead of the video.

On our secure (https) addresses, nordlys.sid and nordlys.csrf are named with the prefix __Host-, which means your browser only ever sends them to our own address.

## Third parties

We do not sell information about you, and we do not let advertising networks track you on our sites. If you accept marketing cookies and play an embedded video, the video service processes information about you under its own privacy policy.

## Cookies in your browser

Besides our cookie settings, you can block or delete cookies in your browser. If you block necessary cookies, you cannot log on. If you delete nordlys_consent, we ask for your choice again on your next visit.

## Questions

If you have questions about cookies or privacy, write to support@nordlys.example or call +45 70 20 30 40, Monday to Friday, 09:00–16:00 Danish time. You can read more about how we handle personal data in our [privacy policy](/Support/Privacy).`,
    'da-DK': `## Om denne politik

Nordlys ApS driver Nordlys og Nordlys Nights. Her kan du se, hvilke cookies siderne bruger, hvorfor vi bruger dem, og hvordan du selv bestemmer. En cookie er en lille tekstfil, som din browser gemmer for en hjemmeside. Nogle slettes, når du lukker browseren; andre bliver liggende, indtil de udløber, eller du sletter dem.

## Dine valg

Når du besøger os første gang, spørger vi, hvilke cookies du accepterer, og indtil du har svaret, bruger vi kun de nødvendige. Du kan acceptere alle, vælge kun de nødvendige eller vælge kategori for kategori. Vi gemmer dit svar i 12 måneder og spørger derefter igen. Du kan når som helst ændre det under »Cookieindstillinger« nederst på hver side, og ændringen gælder med det samme.

## De cookies, vi bruger

- Nødvendige: nordlys.sid holder dig logget ind (den udløber, når du logger ud, efter to timer uden aktivitet eller efter 30 dage, hvis du har valgt at forblive logget ind); nordlys.csrf beskytter vores formularer mod misbrug; nordlys_consent husker dit svar i 12 måneder. Vælger du et sprog nederst på en side, husker nordlys_lang det i et år; den sætter vi kun, når du selv vælger et sprog. Nødvendige cookies kan ikke slås fra.
- Præferencer: Vi bruger ingen præferencecookies i dag.
- Statistik: nordlys_first husker den første side, du kom ind på, i 30 dage, så vi kan se, hvilke af vores sider der bringer nye medlemmer. Vi sætter den kun, hvis du accepterer statistik- eller marketingcookies, og vi bruger ingen statistiktjenester fra andre virksomheder.
- Marketing: dækker videoer, der er indlejret fra YouTube (i dens udvidede privatlivstilstand) eller Vimeo. Disse tjenester kan sætte deres egne cookies og registrere dit besøg, så indlejrede videoer er blokeret, indtil du accepterer marketingcookies; indtil da ser du en pladsholder i stedet for videoen.

På vores sikre (https) adresser har nordlys.sid og nordlys.csrf præfikset __Host- i navnet, så din browser kun sender dem til vores egen adresse.

## Tredjeparter

Vi sælger ikke oplysninger om dig, og vi lader ikke annoncenetværk spore dig på vores sider. Hvis du accepterer marketingcookies og afspiller en indlejret video, behandler videotjenesten oplysninger om dig efter sin egen privatlivspolitik.

## Cookies i din browser

Ud over vores egne cookieindstillinger kan du blokere eller slette cookies i din browser. Hvis du blokerer nødvendige cookies, kan du ikke logge ind. Sletter du nordlys_consent, spørger vi om dit valg igen ved dit næste besøg.

## Spørgsmål

Har du spørgsmål om cookies eller privatliv, så skriv til support@nordlys.example eller ring på +45 70 20 30 40, mandag–fredag kl. 9.00–16.00. Du kan læse mere om, hvordan vi behandler personoplysninger, i vores [privatlivspolitik](/Support/Privacy).`,
    'nb-NO': `## Om denne erklæringen

Nordlys ApS driver Nordlys og Nordlys Nights. Her ser du hvilke informasjonskapsler (cookies) nettstedene bruker, hvorfor vi bruker dem, og hvordan du selv bestemmer. En informasjonskapsel er en liten tekstfil som nettleseren din lagrer for et nettsted. Noen slettes når du lukker nettleseren, mens andre blir liggende til de utløper eller du sletter dem.

## Valgene dine

Når du besøker oss første gang, spør vi hvilke informasjonskapsler du godtar, og inntil du har svart, bruker vi bare de nødvendige. Du kan godta alle, velge bare de nødvendige eller velge kategori for kategori. Vi tar vare på svaret ditt i 12 måneder og spør deretter på nytt. Du kan når som helst endre det under «Innstillinger for informasjonskapsler» nederst på hver side, og endringen gjelder med en gang.

## Informasjonskapslene vi bruker

- Nødvendige: nordlys.sid holder deg innlogget (den utløper når du logger ut, etter to timer uten aktivitet eller etter 30 dager hvis du har valgt å forbli innlogget); nordlys.csrf beskytter skjemaene våre mot misbruk; nordlys_consent husker svaret ditt i 12 måneder. Velger du et språk nederst på en side, husker nordlys_lang det i et år; den setter vi bare når du selv velger et språk. Nødvendige informasjonskapsler kan ikke slås av.
- Preferanser: Vi bruker ingen informasjonskapsler for preferanser i dag.
- Statistikk: nordlys_first husker den første siden du kom inn på, i 30 dager, slik at vi kan se hvilke av sidene våre som gir oss nye medlemmer. Vi setter den bare hvis du godtar informasjonskapsler for statistikk eller markedsføring, og vi bruker ingen statistikktjenester fra andre selskaper.
- Markedsføring: omfatter videoer som er bygd inn fra YouTube (i personvernmodusen) eller Vimeo. Disse tjenestene kan sette sine egne informasjonskapsler og registrere besøket ditt, så innebygde videoer er blokkert til du godtar informasjonskapsler for markedsføring. Frem til da ser du en plassholder i stedet for videoen.

På de sikre (https) adressene våre har nordlys.sid og nordlys.csrf prefikset __Host- i navnet, slik at nettleseren din bare sender dem til vår egen adresse.

## Tredjeparter

Vi selger ikke opplysninger om deg, og vi lar ikke annonsenettverk spore deg på nettstedene våre. Hvis du godtar informasjonskapsler for markedsføring og spiller av en innebygd video, behandler videotjenesten opplysninger om deg etter sin egen personvernerklæring.

## Informasjonskapsler i nettleseren

I tillegg til våre egne innstillinger kan du blokkere eller slette informasjonskapsler i nettleseren din. Hvis du blokkerer nødvendige informasjonskapsler, kan du ikke logge inn. Sletter du nordlys_consent, spør vi om valget ditt på nytt neste gang du besøker oss.

## Spørsmål

Har du spørsmål om informasjonskapsler eller personvern, kan du skrive til support@nordlys.example eller ringe +45 70 20 30 40, mandag–fredag kl. 09.00–16.00. Du kan lese mer om hvordan vi behandler personopplysninger, i [personvernerklæringen](/Support/Privacy) vår.`,
    'sv-SE': `## Om den här policyn

Nordlys ApS driver Nordlys och Nordlys Nights. Här ser du vilka cookies webbplatserna använder, varför vi använder dem och hur du själv bestämmer. En cookie är en liten textfil som din webbläsare sparar åt en webbplats. Vissa raderas när du stänger webbläsaren, medan andra finns kvar tills de löper ut eller du tar bort dem.

## Dina val

När du besöker oss första gången frågar vi vilka cookies du godkänner, och tills du har svarat använder vi bara de nödvändiga. Du kan godkänna alla, välja bara de nödvändiga eller välja kategori för kategori. Vi sparar ditt svar i 12 månader och frågar sedan igen. Du kan när som helst ändra det under ”Cookieinställningar” längst ned på varje sida, och ändringen gäller direkt.

## Cookies som vi använder

- Nödvändiga: nordlys.sid håller dig inloggad (den upphör när du loggar ut, efter två timmar utan aktivitet eller efter 30 dagar om du har valt att förbli inloggad); nordlys.csrf skyddar våra formulär mot missbruk; nordlys_consent kommer ihåg ditt svar i 12 månader. Om du väljer ett språk längst ned på en sida kommer nordlys_lang ihåg det i ett år; den sätter vi bara när du själv väljer ett språk. Nödvändiga cookies kan inte stängas av.
- Preferenser: vi använder inga preferenscookies i dag.
- Statistik: nordlys_first kommer ihåg den första sidan du kom in på, i 30 dagar, så att vi kan se vilka av våra sidor som ger oss nya medlemmar. Vi sätter den bara om du godkänner statistik- eller marknadsföringscookies, och vi använder inga statistiktjänster från andra företag.
- Marknadsföring: omfattar videor som är inbäddade från YouTube (i dess integritetsläge) eller Vimeo. Dessa tjänster kan sätta egna cookies och registrera ditt besök, så inbäddade videor är blockerade tills du godkänner marknadsföringscookies; fram till dess ser du en platshållare i stället för videon.

På våra säkra (https) adresser har nordlys.sid och nordlys.csrf prefixet __Host- i namnet, så att din webbläsare bara skickar dem till vår egen adress.

## Tredje part

Vi säljer inte uppgifter om dig, och vi låter inte annonsnätverk spåra dig på våra webbplatser. Om du godkänner marknadsföringscookies och spelar upp en inbäddad video behandlar videotjänsten uppgifter om dig enligt sin egen integritetspolicy.

## Cookies i din webbläsare

Utöver våra egna cookieinställningar kan du blockera eller radera cookies i din webbläsare. Om du blockerar nödvändiga cookies kan du inte logga in. Om du raderar nordlys_consent frågar vi efter ditt val igen vid nästa besök.

## Frågor

Om du har frågor om cookies eller integritet kan du skriva till support@nordlys.example eller ringa +45 70 20 30 40, måndag–fredag kl. 09.00–16.00. Du kan läsa mer om hur vi behandlar personuppgifter i vår [integritetspolicy](/Support/Privacy).`,
  },
};

const generalTerms: LegalPageSeed = {
  kind: 'GeneralTerms',
  version: 1,
  title: {
    'en-GB': 'General terms',
    'da-DK': 'Generelle vilkår',
    'nb-NO': 'Generelle vilkår',
    'sv-SE': 'Allmänna villkor',
  },
  body: {
    'en-GB': `## About these terms

These terms apply when you use Nordlys and Nordlys Nights, which are run by Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark. By creating a profile you accept these terms, our [code of conduct](/Support/CodeOfConduct) and our [privacy policy](/Support/Privacy). Everything on the sites is free today; if we ever offer something you can pay for, our [terms of sale](/Support/TradeTerms) will apply to it.

## Who can join

- You must be 18 or older, and so must both people on a couple profile.
- You may have only one personal profile. A couple may share a couple profile if both agree to it.
- The information in your profile must be true.
- Nordlys Nights is our sister site for adults with an interest in kink and sensuality. Its member pages are only open to members with an approved Nordlys Nights profile, and you decide for yourself whether to use it.

## Your profile and its security

Keep your password to yourself; you are responsible for what is done with your profile. We recommend that you turn on two-factor log-on or log on with a passkey, which protects your profile even if your password leaks. If you think someone else has access to your profile, change your password – which logs out all your other devices – and tell us straight away.

## Breaking the rules

If you break these terms or the code of conduct, we may warn you, lock your profile for a while or close it for good, depending on how serious the breach is. We report illegal content and behaviour to the police. If you disagree with a decision, contact support and we will look at it again.

## Deleting your profile

You can delete your profile at any time under Settings › Delete profile. If you log on again within 14 days, your profile stays as it was; after that, your personal data is removed for good.

## Liability, changes and applicable law

We work hard to keep the sites available and secure, but we cannot guarantee that they are always free of errors or interruptions, and we are not responsible for what members write or do when they meet. Always use your own judgement. We may change these terms; we tell you about important changes at least 30 days in advance and ask you to accept the new terms the next time you log on. Danish law applies, but this does not limit the rights you have under the mandatory consumer law of the country where you live.`,
    'da-DK': `## Om disse vilkår

Disse vilkår gælder, når du bruger Nordlys og Nordlys Nights, som drives af Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. Når du opretter en profil, accepterer du disse vilkår, vores [adfærdskodeks](/Support/CodeOfConduct) og vores [privatlivspolitik](/Support/Privacy). Alt på siderne er gratis i dag; tilbyder vi en dag noget, du kan betale for, gælder vores [handelsbetingelser](/Support/TradeTerms) for det.

## Hvem kan blive medlem

- Du skal være fyldt 18 år, og det skal begge personer på en parprofil også.
- Du må kun have én personlig profil. Et par kan dele en parprofil, hvis begge er enige om det.
- Oplysningerne i din profil skal være sande.
- Nordlys Nights er vores søstersite for voksne med interesse for kink og sensualitet. Medlemssiderne er kun åbne for medlemmer med en godkendt Nordlys Nights-profil, og du bestemmer selv, om du vil bruge det.

## Din profil og dens sikkerhed

Hold din adgangskode for dig selv; du er ansvarlig for det, der bliver gjort med din profil. Vi anbefaler, at du slår totrinsbekræftelse til eller logger ind med en adgangsnøgle, som beskytter din profil, selv hvis din adgangskode bliver lækket. Har du mistanke om, at andre har adgang til din profil, så skift din adgangskode – så bliver alle dine andre enheder logget ud – og giv os straks besked.

## Brud på reglerne

Overtræder du disse vilkår eller adfærdskodekset, kan vi give dig en advarsel, låse din profil i en periode eller lukke den permanent, afhængigt af hvor alvorlig overtrædelsen er. Ulovligt indhold og ulovlig adfærd anmelder vi til politiet. Er du uenig i en afgørelse, kan du kontakte kundeservice, så ser vi på sagen igen.

## Slet din profil

Du kan til enhver tid slette din profil under Indstillinger › Slet profil. Logger du ind igen inden for 14 dage, bliver din profil, som den var; derefter bliver dine personoplysninger slettet for altid.

## Ansvar, ændringer og lovvalg

Vi arbejder for, at siderne er tilgængelige og sikre, men vi kan ikke garantere, at de altid er fri for fejl eller afbrydelser, og vi er ikke ansvarlige for, hvad medlemmer skriver eller gør, når de mødes. Brug altid din sunde fornuft. Vi kan ændre disse vilkår; om væsentlige ændringer giver vi dig besked mindst 30 dage i forvejen, og vi beder dig acceptere de nye vilkår, næste gang du logger ind. Dansk ret gælder, men det begrænser ikke de rettigheder, du har efter de ufravigelige forbrugerregler i det land, hvor du bor.`,
    'nb-NO': `## Om disse vilkårene

Disse vilkårene gjelder når du bruker Nordlys og Nordlys Nights, som drives av Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. Når du oppretter en profil, godtar du disse vilkårene, [retningslinjene for oppførsel](/Support/CodeOfConduct) og [personvernerklæringen](/Support/Privacy) vår. Alt på nettstedene er gratis i dag; tilbyr vi en dag noe du kan betale for, gjelder [salgsbetingelsene](/Support/TradeTerms) våre for det.

## Hvem kan bli medlem

- Du må ha fylt 18 år, og det må begge personene på en parprofil også.
- Du kan bare ha én personlig profil. Et par kan dele en parprofil hvis begge er enige om det.
- Opplysningene i profilen din skal være sanne.
- Nordlys Nights er søsternettstedet vårt for voksne med interesse for kink og sensualitet. Medlemssidene er bare åpne for medlemmer med en godkjent Nordlys Nights-profil, og du bestemmer selv om du vil bruke det.

## Profilen din og sikkerheten

Hold passordet ditt for deg selv; du er ansvarlig for det som blir gjort med profilen din. Vi anbefaler at du slår på tofaktorautentisering eller logger inn med en tilgangsnøkkel, som beskytter profilen selv om passordet ditt skulle komme på avveie. Mistenker du at noen andre har tilgang til profilen din, bør du endre passordet – da blir alle de andre enhetene dine logget ut – og si fra til oss med en gang.

## Brudd på reglene

Bryter du disse vilkårene eller retningslinjene for oppførsel, kan vi gi deg en advarsel, låse profilen din en periode eller stenge den for godt, avhengig av hvor alvorlig bruddet er. Ulovlig innhold og ulovlig oppførsel anmelder vi til politiet. Er du uenig i en avgjørelse, kan du kontakte kundeservice, så ser vi på saken på nytt.

## Slette profilen

Du kan når som helst slette profilen din under Innstillinger › Slett profil. Logger du inn igjen innen 14 dager, blir profilen din som den var; etter det blir personopplysningene dine slettet for godt.

## Ansvar, endringer og lovvalg

Vi jobber for at nettstedene skal være tilgjengelige og sikre, men vi kan ikke garantere at de alltid er uten feil eller avbrudd, og vi er ikke ansvarlige for hva medlemmer skriver eller gjør når de møtes. Bruk alltid din egen dømmekraft. Vi kan endre disse vilkårene; om vesentlige endringer gir vi beskjed minst 30 dager i forveien, og vi ber deg godta de nye vilkårene neste gang du logger inn. Dansk rett gjelder, men det begrenser ikke rettighetene du har etter ufravikelige forbrukerregler i landet der du bor.`,
    'sv-SE': `## Om de här villkoren

De här villkoren gäller när du använder Nordlys och Nordlys Nights, som drivs av Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. När du skapar en profil godkänner du villkoren, vår [uppförandekod](/Support/CodeOfConduct) och vår [integritetspolicy](/Support/Privacy). Allt på webbplatserna är gratis i dag; om vi någon gång erbjuder något som du kan betala för gäller våra [köpvillkor](/Support/TradeTerms) för det.

## Vem kan bli medlem

- Du måste ha fyllt 18 år, och det måste båda personerna på en parprofil också.
- Du får bara ha en personlig profil. Ett par kan dela en parprofil om båda är överens om det.
- Uppgifterna i din profil ska vara sanna.
- Nordlys Nights är vår systersajt för vuxna med intresse för kink och sensualitet. Medlemssidorna är bara öppna för medlemmar med en godkänd Nordlys Nights-profil, och du bestämmer själv om du vill använda den.

## Din profil och dess säkerhet

Håll ditt lösenord för dig själv; du ansvarar för det som görs med din profil. Vi rekommenderar att du slår på tvåfaktorsautentisering eller loggar in med en lösennyckel, som skyddar din profil även om ditt lösenord skulle läcka. Om du misstänker att någon annan har tillgång till din profil, byt lösenord – då loggas alla dina andra enheter ut – och meddela oss direkt.

## Brott mot reglerna

Om du bryter mot villkoren eller uppförandekoden kan vi ge dig en varning, låsa din profil en tid eller stänga den permanent, beroende på hur allvarlig överträdelsen är. Olagligt innehåll och olagligt beteende polisanmäler vi. Om du inte håller med om ett beslut kan du kontakta kundtjänst, så tittar vi på ärendet igen.

## Radera din profil

Du kan när som helst radera din profil under Inställningar › Radera profil. Loggar du in igen inom 14 dagar behålls din profil som den var; därefter raderas dina personuppgifter för gott.

## Ansvar, ändringar och tillämplig lag

Vi arbetar för att webbplatserna ska vara tillgängliga och säkra, men vi kan inte garantera att de alltid är fria från fel eller avbrott, och vi ansvarar inte för vad medlemmar skriver eller gör när de träffas. Använd alltid ditt eget omdöme. Vi kan ändra villkoren; om väsentliga ändringar meddelar vi dig minst 30 dagar i förväg, och vi ber dig godkänna de nya villkoren nästa gång du loggar in. Dansk lag gäller, men det begränsar inte de rättigheter du har enligt tvingande konsumentlagstiftning i det land där du bor.`,
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
    'en-GB': `## Nothing to buy today

Everything on Nordlys and Nordlys Nights is free. You cannot buy anything on either site today, and we never ask for your card details.

## When that changes

If we introduce something you can pay for, these terms of sale will describe what you buy, the price, payment, cancellation and your 14-day right of withdrawal as a consumer. We will publish them here before anything can be bought, and nothing will ever be charged unless you choose to buy it.

## Seller and questions

The seller will be Nordlys ApS, Vesterbrogade 12, 1620 København V, Denmark. If you have questions, write to support@nordlys.example or call +45 70 20 30 40, Monday to Friday, 09:00–16:00 Danish time.`,
    'da-DK': `## Intet at købe i dag

Alt på Nordlys og Nordlys Nights er gratis. Du kan ikke købe noget på nogen af siderne i dag, og vi beder aldrig om dine kortoplysninger.

## Når det ændrer sig

Indfører vi noget, du kan betale for, vil disse handelsbetingelser beskrive, hvad du køber, prisen, betalingen, opsigelsen og din 14 dages fortrydelsesret som forbruger. Vi offentliggør dem her, før noget kan købes, og vi trækker aldrig penge, medmindre du selv vælger at købe noget.

## Sælger og spørgsmål

Sælger vil være Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. Har du spørgsmål, så skriv til support@nordlys.example eller ring på +45 70 20 30 40, mandag–fredag kl. 9.00–16.00.`,
    'nb-NO': `## Ingenting å kjøpe i dag

Alt på Nordlys og Nordlys Nights er gratis. Du kan ikke kjøpe noe på noen av nettstedene i dag, og vi ber aldri om kortopplysningene dine.

## Når det endrer seg

Innfører vi noe du kan betale for, vil disse salgsbetingelsene beskrive hva du kjøper, pris, betaling, oppsigelse og angreretten din på 14 dager som forbruker. Vi publiserer dem her før noe kan kjøpes, og vi belaster deg aldri med mindre du selv velger å kjøpe noe.

## Selger og spørsmål

Selger vil være Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. Har du spørsmål, kan du skrive til support@nordlys.example eller ringe +45 70 20 30 40, mandag–fredag kl. 09.00–16.00.`,
    'sv-SE': `## Inget att köpa i dag

Allt på Nordlys och Nordlys Nights är gratis. Du kan inte köpa något på någon av webbplatserna i dag, och vi ber aldrig om dina kortuppgifter.

## När det ändras

Om vi inför något som du kan betala för kommer de här köpvillkoren att beskriva vad du köper, pris, betalning, uppsägning och din ångerrätt på 14 dagar som konsument. Vi publicerar dem här innan något går att köpa, och vi debiterar dig aldrig om du inte själv väljer att köpa något.

## Säljare och frågor

Säljare kommer att vara Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark. Om du har frågor kan du skriva till support@nordlys.example eller ringa +45 70 20 30 40, måndag–fredag kl. 09.00–16.00.`,
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

- What you enter when you create your profile: profile name, e-mail address, password (stored only as a secure one-way hash), whether the profile is for one person or a couple, the date of birth and gender of each person, country and postal code, and when you accepted our terms and this privacy policy.
- What you set up yourself: your language, two-factor log-on (its key is stored encrypted, recovery codes only as hashes) and passkeys (the public key, the name you gave it and when it was added and last used; your fingerprint or face never leaves your device).
- When you log on: when you last logged on, and your sessions, so that you stay logged on and can log out everywhere. Your IP address is used for a short time to limit repeated log-on attempts.
- Only if you accept statistics or marketing cookies: the first page you arrived on, which we keep with your profile if you create one.

That you have an approved Nordlys Nights profile says something about your sex life, and that is sensitive personal data. We only process it because you chose to use Nordlys Nights, and it is deleted with your profile.

## Why we use your data

- To provide the service you signed up for: your profile, logging on and your security settings (performance of a contract).
- To send you the e-mails the service needs, such as confirming your address, resetting your password and security notices (performance of a contract).
- To keep profiles safe and prevent misuse, for example by limiting log-on attempts (legitimate interest).
- To see which of our pages bring new members, only with your consent (consent).

We do not sell your data, and we do not use it for advertising.

## Who we share it with

We use carefully selected processors for hosting and for sending e-mail. They are bound by data processing agreements and may only use the data on our instructions. Your data is stored within the EU/EEA. Our support staff can see your profile when they help you; if they act as you to solve a problem, this is recorded. We only disclose data to the police or other authorities when the law requires it.

## How long we keep it

We keep your data for as long as you have your profile. When you delete it under Settings › Delete profile, your personal data is removed 14 days later, unless you log on again before then. Links we send by e-mail work only for a short time: one hour to reset a password, 24 hours to confirm a new e-mail address and 7 days to confirm your first one.

## Your rights

You have the right to access, correct and delete your data, to restrict or object to its processing, and to receive it in a portable format. You can correct most of it yourself under Settings and delete your profile under Settings › Delete profile; for a copy of your data, write to support@nordlys.example. Where we rely on your consent, you can withdraw it at any time under ‘Cookie settings’. If you are unhappy with how we handle your data, you can complain to the Danish Data Protection Agency (Datatilsynet) or to the data protection authority where you live; in the UK, that is the Information Commissioner’s Office.

## Security

Passwords are stored only as secure hashes, two-factor keys are encrypted, and the links we send by e-mail work once and for a limited time. You can add extra protection to your own profile with two-factor log-on or a passkey.`,
    'da-DK': `## Dataansvarlig

Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark, er dataansvarlig for de personoplysninger, vi behandler om dig på Nordlys og Nordlys Nights. Du kan kontakte os om databeskyttelse på support@nordlys.example eller på +45 70 20 30 40.

## Hvilke oplysninger vi indsamler

- Det, du indtaster, når du opretter din profil: profilnavn, e-mailadresse, adgangskode (gemt udelukkende som en sikker envejs-hashværdi), om profilen er til én person eller et par, fødselsdato og køn for hver person, land og postnummer samt hvornår du har accepteret vores vilkår og denne privatlivspolitik.
- Det, du selv sætter op: dit sprog, totrinsbekræftelse (nøglen gemmes krypteret, gendannelseskoderne kun som hashværdier) og adgangsnøgler (den offentlige nøgle, det navn, du har givet den, og hvornår den blev tilføjet og sidst brugt; dit fingeraftryk eller ansigt forlader aldrig din enhed).
- Når du logger ind: hvornår du sidst loggede ind, og dine sessioner, så du forbliver logget ind og kan logge ud overalt. Din IP-adresse bruges i kort tid til at begrænse gentagne forsøg på at logge ind.
- Kun hvis du accepterer statistik- eller marketingcookies: den første side, du kom ind på, som vi gemmer sammen med din profil, hvis du opretter en.

At du har en godkendt Nordlys Nights-profil, siger noget om dit seksualliv, og det er en følsom personoplysning. Vi behandler den kun, fordi du selv har valgt at bruge Nordlys Nights, og den slettes sammen med din profil.

## Hvorfor vi bruger dine oplysninger

- For at levere den tjeneste, du har tilmeldt dig: din profil, at logge ind og dine sikkerhedsindstillinger (opfyldelse af en aftale).
- For at sende dig de e-mails, tjenesten kræver, fx når du skal bekræfte din adresse, nulstille din adgangskode eller have en sikkerhedsbesked (opfyldelse af en aftale).
- For at holde profilerne sikre og forebygge misbrug, fx ved at begrænse forsøg på at logge ind (legitim interesse).
- For at se, hvilke af vores sider der bringer nye medlemmer, kun med dit samtykke (samtykke).

Vi sælger ikke dine oplysninger, og vi bruger dem ikke til annoncering.

## Hvem vi deler oplysninger med

Vi bruger nøje udvalgte databehandlere til hosting og til at sende e-mails. De er bundet af databehandleraftaler og må kun bruge oplysningerne efter vores instruks. Dine oplysninger opbevares inden for EU/EØS. Vores kundeservice kan se din profil, når de hjælper dig; handler de som dig for at løse et problem, bliver det registreret. Vi udleverer kun oplysninger til politiet eller andre myndigheder, når loven kræver det.

## Hvor længe vi gemmer oplysningerne

Vi gemmer dine oplysninger, så længe du har din profil. Sletter du den under Indstillinger › Slet profil, bliver dine personoplysninger slettet 14 dage senere, medmindre du logger ind igen inden da. De links, vi sender på e-mail, virker kun i kort tid: én time til at nulstille en adgangskode, 24 timer til at bekræfte en ny e-mailadresse og 7 dage til at bekræfte din første.

## Dine rettigheder

Du har ret til indsigt i, berigtigelse og sletning af dine oplysninger, til at begrænse eller gøre indsigelse mod behandlingen og til at få dine oplysninger udleveret i et overførbart format. Du kan selv rette det meste under Indstillinger og slette din profil under Indstillinger › Slet profil; vil du have en kopi af dine oplysninger, så skriv til support@nordlys.example. Når vi behandler oplysninger på grundlag af dit samtykke, kan du til enhver tid trække det tilbage under »Cookieindstillinger«. Er du utilfreds med vores behandling af dine oplysninger, kan du klage til Datatilsynet eller til databeskyttelsesmyndigheden i det land, hvor du bor.

## Sikkerhed

Adgangskoder gemmes kun som sikre hashværdier, nøgler til totrinsbekræftelse er krypterede, og de links, vi sender på e-mail, virker én gang og i begrænset tid. Du kan give din egen profil ekstra beskyttelse med totrinsbekræftelse eller en adgangsnøgle.`,
    'nb-NO': `## Behandlingsansvarlig

Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark, er behandlingsansvarlig for personopplysningene vi behandler om deg på Nordlys og Nordlys Nights. Du kan kontakte oss om personvern på support@nordlys.example eller på +45 70 20 30 40.

## Hvilke opplysninger vi samler inn

- Det du skriver inn når du oppretter profilen: profilnavn, e-postadresse, passord (lagret bare som en sikker enveis hashverdi), om profilen er for én person eller et par, fødselsdato og kjønn for hver person, land og postnummer, og når du godtok vilkårene våre og denne personvernerklæringen.
- Det du setter opp selv: språket ditt, tofaktorautentisering (nøkkelen lagres kryptert, gjenopprettingskodene bare som hashverdier) og tilgangsnøkler (den offentlige nøkkelen, navnet du ga den, og når den ble lagt til og sist brukt; fingeravtrykket eller ansiktet ditt forlater aldri enheten din).
- Når du logger inn: når du sist logget inn, og øktene dine, slik at du forblir innlogget og kan logge ut overalt. IP-adressen din brukes i kort tid for å begrense gjentatte innloggingsforsøk.
- Bare hvis du godtar informasjonskapsler for statistikk eller markedsføring: den første siden du kom inn på, som vi lagrer sammen med profilen din hvis du oppretter en.

At du har en godkjent Nordlys Nights-profil, sier noe om seksuallivet ditt, og det er en særlig kategori av personopplysninger. Vi behandler den bare fordi du selv har valgt å bruke Nordlys Nights, og den slettes sammen med profilen din.

## Hvorfor vi bruker opplysningene dine

- For å levere tjenesten du har meldt deg på: profilen din, innlogging og sikkerhetsinnstillingene dine (oppfyllelse av avtale).
- For å sende deg e-postene tjenesten krever, for eksempel når du skal bekrefte adressen din, tilbakestille passordet eller få et sikkerhetsvarsel (oppfyllelse av avtale).
- For å holde profilene trygge og forebygge misbruk, for eksempel ved å begrense innloggingsforsøk (berettiget interesse).
- For å se hvilke av sidene våre som gir oss nye medlemmer, bare med samtykke fra deg (samtykke).

Vi selger ikke opplysningene dine, og vi bruker dem ikke til annonsering.

## Hvem vi deler opplysninger med

Vi bruker nøye utvalgte databehandlere til drift og til å sende e-post. De er bundet av databehandleravtaler og kan bare bruke opplysningene etter våre instrukser. Opplysningene dine lagres innenfor EU/EØS. Kundeservice kan se profilen din når de hjelper deg; handler de som deg for å løse et problem, blir det registrert. Vi utleverer bare opplysninger til politiet eller andre myndigheter når loven krever det.

## Hvor lenge vi lagrer opplysningene

Vi lagrer opplysningene dine så lenge du har profilen. Sletter du den under Innstillinger › Slett profil, blir personopplysningene dine slettet 14 dager senere, med mindre du logger inn igjen før det. Lenkene vi sender på e-post, virker bare en kort stund: én time for å tilbakestille et passord, 24 timer for å bekrefte en ny e-postadresse og 7 dager for å bekrefte den første.

## Rettighetene dine

Du har rett til innsyn i, retting og sletting av opplysningene dine, til å begrense eller protestere mot behandlingen og til å få utlevert opplysningene i et format som kan overføres. Du kan rette det meste selv under Innstillinger og slette profilen under Innstillinger › Slett profil; vil du ha en kopi av opplysningene dine, kan du skrive til support@nordlys.example. Når vi behandler opplysninger på grunnlag av samtykke, kan du når som helst trekke det tilbake under «Innstillinger for informasjonskapsler». Er du misfornøyd med hvordan vi behandler opplysningene dine, kan du klage til det danske Datatilsynet eller til tilsynsmyndigheten i landet der du bor; i Norge er det Datatilsynet.

## Sikkerhet

Passord lagres bare som sikre hashverdier, nøkler til tofaktorautentisering er kryptert, og lenkene vi sender på e-post, virker én gang og i begrenset tid. Du kan gi din egen profil ekstra beskyttelse med tofaktorautentisering eller en tilgangsnøkkel.`,
    'sv-SE': `## Personuppgiftsansvarig

Nordlys ApS, Vesterbrogade 12, 1620 København V, Danmark, är personuppgiftsansvarig för de personuppgifter vi behandlar om dig på Nordlys och Nordlys Nights. Du kan kontakta oss i integritetsfrågor på support@nordlys.example eller på +45 70 20 30 40.

## Vilka uppgifter vi samlar in

- Det du fyller i när du skapar din profil: profilnamn, e-postadress, lösenord (sparat bara som ett säkert envägshashvärde), om profilen är för en person eller ett par, födelsedatum och kön för varje person, land och postnummer samt när du godkände våra villkor och den här integritetspolicyn.
- Det du själv ställer in: ditt språk, tvåfaktorsautentisering (nyckeln sparas krypterad, återställningskoderna bara som hashvärden) och lösennycklar (den publika nyckeln, namnet du gav den och när den lades till och senast användes; ditt fingeravtryck eller ansikte lämnar aldrig din enhet).
- När du loggar in: när du senast loggade in och dina sessioner, så att du förblir inloggad och kan logga ut överallt. Din IP-adress används en kort tid för att begränsa upprepade inloggningsförsök.
- Bara om du godkänner statistik- eller marknadsföringscookies: den första sidan du kom in på, som vi sparar med din profil om du skapar en.

Att du har en godkänd Nordlys Nights-profil säger något om ditt sexualliv, och det är en känslig personuppgift. Vi behandlar den bara för att du själv har valt att använda Nordlys Nights, och den raderas tillsammans med din profil.

## Varför vi använder dina uppgifter

- För att tillhandahålla tjänsten du har registrerat dig för: din profil, inloggning och dina säkerhetsinställningar (fullgörande av avtal).
- För att skicka de mejl som tjänsten kräver, till exempel när du ska bekräfta din adress, återställa ditt lösenord eller få ett säkerhetsmeddelande (fullgörande av avtal).
- För att hålla profilerna säkra och förebygga missbruk, till exempel genom att begränsa inloggningsförsök (berättigat intresse).
- För att se vilka av våra sidor som ger oss nya medlemmar, bara med ditt samtycke (samtycke).

Vi säljer inte dina uppgifter, och vi använder dem inte för annonsering.

## Vem vi delar uppgifterna med

Vi anlitar noggrant utvalda personuppgiftsbiträden för drift och för att skicka e-post. De är bundna av personuppgiftsbiträdesavtal och får bara använda uppgifterna enligt våra instruktioner. Dina uppgifter lagras inom EU/EES. Vår kundtjänst kan se din profil när de hjälper dig; om de agerar som du för att lösa ett problem registreras det. Vi lämnar bara ut uppgifter till polisen eller andra myndigheter när lagen kräver det.

## Hur länge vi sparar uppgifterna

Vi sparar dina uppgifter så länge du har din profil. Om du raderar den under Inställningar › Radera profil raderas dina personuppgifter 14 dagar senare, om du inte loggar in igen innan dess. Länkarna vi skickar via e-post fungerar bara en kort tid: en timme för att återställa ett lösenord, 24 timmar för att bekräfta en ny e-postadress och 7 dagar för att bekräfta den första.

## Dina rättigheter

Du har rätt att få tillgång till, rätta och radera dina uppgifter, att begränsa eller invända mot behandlingen och att få ut dina uppgifter i ett överförbart format. Du kan själv rätta det mesta under Inställningar och radera din profil under Inställningar › Radera profil; vill du ha en kopia av dina uppgifter kan du skriva till support@nordlys.example. När vi behandlar uppgifter med stöd av ditt samtycke kan du när som helst återkalla det under ”Cookieinställningar”. Om du är missnöjd med hur vi behandlar dina uppgifter kan du klaga hos den danska dataskyddsmyndigheten Datatilsynet eller hos dataskyddsmyndigheten där du bor; i Sverige är det Integritetsskyddsmyndigheten (IMY).

## Säkerhet

Lösenord sparas bara som säkra hashvärden, nycklar för tvåfaktorsautentisering är krypterade, och länkarna vi skickar via e-post fungerar en gång och under begränsad tid. Du kan ge din egen profil extra skydd med tvåfaktorsautentisering eller en lösennyckel.`,
  },
};

const codeOfConduct: LegalPageSeed = {
  kind: 'CodeOfConduct',
  version: 1,
  title: {
    'en-GB': 'Code of conduct',
    'da-DK': 'Adfærdskodeks',
    'nb-NO': 'Retningslinjer for oppførsel',
    'sv-SE': 'Uppförandekod',
  },
  body: {
    'en-GB': `## Our community

Nordlys and Nordlys Nights are meant to be places where adults can meet and get to know each other while feeling safe. These rules apply to your profile and to how you treat the people you meet through the sites. They are part of our general terms.

## Respect and consent

- Treat other members as you would like to be treated, also when you are not interested.
- Consent comes first. Accept a no, and do not keep contacting someone who has not replied or has asked you to stop.
- Do not send sexual messages or photos to anyone who has not clearly said they want them.
- Discrimination, hate speech and threats are never accepted.

## Be yourself

Your profile must give an honest picture of who you are. Fake profiles, pretending to be someone else and using the sites on behalf of another person are not allowed. A couple profile must be created with the agreement of both partners.

## Adults only

All members must be 18 or older. Never share or ask for content that shows or sexualises minors; we report it to the police immediately. If you think a profile belongs to someone under 18, tell us.

## Privacy

- Never share photos of other people without their permission.
- Do not pass on other members’ messages, photos or personal information.

## No commercial activity

Nordlys is for private individuals. Advertising, selling sexual services, asking for money and spreading links to other services are not allowed. Be wary of anyone who asks you for money or wants to move the conversation elsewhere very quickly.

## Telling us, and what happens next

If someone breaks these rules, write to us at support@nordlys.example with their profile name and what happened. We treat what you tell us in confidence, and the member will not find out who contacted us. Depending on how serious the breach is, we may give a warning, or lock or close the profile. When you meet someone from the site, meet in a public place the first time and tell a friend where you are going.`,
    'da-DK': `## Vores fællesskab

Nordlys og Nordlys Nights skal være steder, hvor voksne kan mødes og lære hinanden at kende og samtidig føle sig trygge. Disse regler gælder for din profil og for, hvordan du behandler de mennesker, du møder gennem siderne. De er en del af vores generelle vilkår.

## Respekt og samtykke

- Behandl andre medlemmer, som du selv gerne vil behandles – også når du ikke er interesseret.
- Samtykke kommer først. Respekter et nej, og bliv ikke ved med at kontakte en, der ikke har svaret eller har bedt dig om at stoppe.
- Send ikke seksuelle beskeder eller billeder til nogen, der ikke tydeligt har sagt, at de ønsker det.
- Diskrimination, hadefuld tale og trusler accepteres aldrig.

## Vær dig selv

Din profil skal give et ærligt billede af, hvem du er. Falske profiler, at udgive sig for at være en anden og at bruge siderne på vegne af en anden person er ikke tilladt. En parprofil skal oprettes med begge parters accept.

## Kun for voksne

Alle medlemmer skal være fyldt 18 år. Del aldrig indhold, og bed aldrig om indhold, der viser eller seksualiserer mindreårige; det anmelder vi straks til politiet. Tror du, at en profil tilhører en person under 18 år, så giv os besked.

## Privatliv

- Del aldrig billeder af andre uden deres tilladelse.
- Giv ikke andre medlemmers beskeder, billeder eller personlige oplysninger videre.

## Ingen kommerciel aktivitet

Nordlys er for privatpersoner. Reklame, salg af seksuelle ydelser, anmodninger om penge og links til andre tjenester er ikke tilladt. Vær på vagt over for personer, der beder dig om penge eller meget hurtigt vil flytte samtalen et andet sted hen.

## Giv os besked – og hvad der så sker

Bryder nogen disse regler, så skriv til os på support@nordlys.example med profilnavnet, og hvad der er sket. Vi behandler det, du fortæller os, fortroligt, og medlemmet får ikke at vide, hvem der har kontaktet os. Afhængigt af hvor alvorlig overtrædelsen er, kan vi give en advarsel eller låse eller lukke profilen. Når du mødes med en fra siden, så mød hinanden et offentligt sted første gang, og fortæl en ven, hvor du skal hen.`,
    'nb-NO': `## Fellesskapet vårt

Nordlys og Nordlys Nights skal være steder der voksne kan møtes og bli kjent med hverandre og samtidig føle seg trygge. Disse reglene gjelder profilen din og hvordan du behandler menneskene du møter gjennom nettstedene. De er en del av de generelle vilkårene våre.

## Respekt og samtykke

- Behandle andre medlemmer slik du selv vil bli behandlet – også når du ikke er interessert.
- Samtykke kommer først. Respekter et nei, og ikke fortsett å kontakte noen som ikke har svart eller har bedt deg om å slutte.
- Ikke send seksuelle meldinger eller bilder til noen som ikke tydelig har sagt at de ønsker det.
- Diskriminering, hatefulle ytringer og trusler aksepteres aldri.

## Vær deg selv

Profilen din skal gi et ærlig bilde av hvem du er. Falske profiler, å utgi seg for å være en annen og å bruke nettstedene på vegne av noen andre er ikke tillatt. En parprofil skal opprettes med samtykke fra begge parter.

## Bare for voksne

Alle medlemmer må ha fylt 18 år. Del aldri og be aldri om innhold som viser eller seksualiserer mindreårige; slikt anmelder vi umiddelbart til politiet. Tror du at en profil tilhører noen under 18 år, ber vi deg si fra til oss.

## Personvern

- Del aldri bilder av andre uten deres tillatelse.
- Ikke gi videre andre medlemmers meldinger, bilder eller personopplysninger.

## Ingen kommersiell aktivitet

Nordlys er for privatpersoner. Reklame, salg av seksuelle tjenester, å be om penger og å spre lenker til andre tjenester er ikke tillatt. Vær på vakt overfor noen som ber deg om penger eller svært raskt vil flytte samtalen et annet sted.

## Si fra til oss – og hva som skjer da

Bryter noen disse reglene, kan du skrive til oss på support@nordlys.example med profilnavnet og hva som har skjedd. Vi behandler det du forteller oss, fortrolig, og medlemmet får ikke vite hvem som har kontaktet oss. Avhengig av hvor alvorlig bruddet er, kan vi gi en advarsel eller låse eller stenge profilen. Når du skal møte noen fra nettstedet, bør dere møtes på et offentlig sted første gang, og du bør fortelle en venn hvor du skal.`,
    'sv-SE': `## Vår gemenskap

Nordlys och Nordlys Nights ska vara platser där vuxna kan träffas och lära känna varandra och samtidigt känna sig trygga. De här reglerna gäller din profil och hur du behandlar de människor du träffar genom webbplatserna. De är en del av våra allmänna villkor.

## Respekt och samtycke

- Behandla andra medlemmar som du själv vill bli behandlad – även när du inte är intresserad.
- Samtycke kommer först. Respektera ett nej, och fortsätt inte att kontakta någon som inte har svarat eller har bett dig sluta.
- Skicka inte sexuella meddelanden eller bilder till någon som inte tydligt har sagt att hen vill ha dem.
- Diskriminering, hatiska uttalanden och hot accepteras aldrig.

## Var dig själv

Din profil ska ge en ärlig bild av vem du är. Falska profiler, att utge sig för att vara någon annan och att använda webbplatserna för någon annans räkning är inte tillåtet. En parprofil ska skapas med båda parternas medgivande.

## Bara för vuxna

Alla medlemmar måste ha fyllt 18 år. Dela aldrig och be aldrig om innehåll som visar eller sexualiserar minderåriga; sådant polisanmäler vi omedelbart. Om du tror att en profil tillhör någon under 18 år ber vi dig att berätta det för oss.

## Integritet

- Dela aldrig bilder på andra utan deras tillåtelse.
- För inte vidare andra medlemmars meddelanden, bilder eller personuppgifter.

## Ingen kommersiell verksamhet

Nordlys är till för privatpersoner. Reklam, försäljning av sexuella tjänster, att be om pengar och att sprida länkar till andra tjänster är inte tillåtet. Var uppmärksam på personer som ber dig om pengar eller mycket snabbt vill flytta konversationen någon annanstans.

## Berätta för oss – och vad som händer sedan

Om någon bryter mot reglerna kan du skriva till oss på support@nordlys.example med profilnamnet och vad som har hänt. Vi behandlar det du berättar konfidentiellt, och medlemmen får inte veta vem som har kontaktat oss. Beroende på hur allvarlig överträdelsen är kan vi ge en varning eller låsa eller stänga profilen. När du ska träffa någon från webbplatsen bör ni ses på en offentlig plats första gången, och du bör berätta för en vän vart du ska.`,
  },
};

export const legalPages: LegalPageSeed[] = [cookies, generalTerms, tradeTerms, privacy, codeOfConduct];
