import type { Locale } from '../../platform/i18n/index.ts';

/** Demo profiles' first names by the first person's gender. */
export const firstNames = {
  Female: ['Astrid', 'Freja', 'Ingrid', 'Sigrid', 'Maja', 'Ellen', 'Nora', 'Ida', 'Emma', 'Saga', 'Linnea', 'Hanna', 'Olivia', 'Grace', 'Isla', 'Amelia', 'Karen', 'Mette', 'Sofie', 'Tuva', 'Ebba', 'Wilma', 'Sophie', 'Lucy'],
  Male: ['Erik', 'Lars', 'Magnus', 'Oskar', 'Anders', 'Nils', 'Jonas', 'Emil', 'Henrik', 'Sven', 'Mikkel', 'Oliver', 'George', 'Harry', 'Jack', 'Noah', 'Rasmus', 'Frederik', 'Sindre', 'Even', 'Axel', 'Hugo', 'James', 'Thomas'],
  Transsexual: ['Alex', 'Robin', 'Kim', 'Sam', 'Charlie', 'Billie'],
} as const;

/**
 * Sentences a demo presentation is made of (two or three of them), in the profile's language, so each language's
 * full-text search has real words to stem: "hiking" finds the English hikers, "vandre" the Danish ones.
 */
export const presentationSentences: Record<Locale, string[]> = {
  'en-GB': [
    'Coffee first, then adventures.',
    'I love walks by the sea and long dinners with good friends.',
    'Bookworm with a soft spot for live music and terrible puns.',
    'Weekend hiker, weekday cook.',
    'Looking to meet kind and curious people.',
    'Hiking in the mountains is my favourite way to spend a Sunday.',
    'I sing in a choir and dance badly but happily.',
    'Dog owner, cyclist and amateur photographer.',
    'Gardening, baking bread and old films keep me happy.',
  ],
  'da-DK': [
    'Kaffe først, så eventyr.',
    'Jeg elsker gåture ved havet og lange middage med gode venner.',
    'Bogorm med en svaghed for livemusik og dårlige ordspil.',
    'Vandrer i weekenden, kok på hverdage.',
    'Vil gerne møde søde og nysgerrige mennesker.',
    'At vandre i bjergene er min yndlingsmåde at bruge en søndag på.',
    'Jeg synger i kor og danser dårligt men glad.',
    'Hundeejer, cyklist og amatørfotograf.',
    'Havearbejde, brødbagning og gamle film gør mig glad.',
  ],
  'nb-NO': [
    'Kaffe først, så eventyr.',
    'Jeg elsker turer ved sjøen og lange middager med gode venner.',
    'Bokorm med en svakhet for livemusikk og dårlige ordspill.',
    'Fjellvandrer i helgene, kokk i ukedagene.',
    'Vil gjerne møte snille og nysgjerrige folk.',
    'Å gå tur i fjellet er min favorittmåte å bruke en søndag på.',
    'Jeg synger i kor og danser dårlig, men glad.',
    'Hundeeier, syklist og amatørfotograf.',
    'Hagearbeid, brødbaking og gamle filmer gjør meg glad.',
  ],
  'sv-SE': [
    'Kaffe först, sedan äventyr.',
    'Jag älskar promenader vid havet och långa middagar med goda vänner.',
    'Bokmal med en svaghet för livemusik och dåliga ordvitsar.',
    'Vandrare på helgerna, kock på vardagarna.',
    'Vill träffa snälla och nyfikna människor.',
    'Att vandra i fjällen är mitt favoritsätt att tillbringa en söndag.',
    'Jag sjunger i kör och dansar dåligt men glatt.',
    'Hundägare, cyklist och amatörfotograf.',
    'Trädgård, brödbak och gamla filmer gör mig glad.',
  ],
};

export const lookingFor: Record<Locale, string[]> = {
  'en-GB': ['Someone to share coffee and conversation with.', 'New friends, and maybe more.', 'A partner in crime for trips and concerts.'],
  'da-DK': ['En at dele kaffe og samtaler med.', 'Nye venner og måske mere.', 'En makker til ture og koncerter.'],
  'nb-NO': ['Noen å dele kaffe og samtaler med.', 'Nye venner, og kanskje mer.', 'En partner til turer og konserter.'],
  'sv-SE': ['Någon att dela kaffe och samtal med.', 'Nya vänner, och kanske mer.', 'En partner till resor och konserter.'],
};
