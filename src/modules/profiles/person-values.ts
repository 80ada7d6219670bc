/**
 * The answers a person may give about themselves (spec §3 where it lists them; the rest chosen here). Stored
 * as these names; shown through `profiles.<field>.<value>` in each language. Every one is optional.
 */
export const personChoices = {
  orientation: ['Heterosexual', 'Homosexual', 'Bisexual', 'Pansexual', 'Queer', 'Curious', 'Demisexual', 'Sapiosexual', 'Questioning', 'Asexual'],
  relationship: ['Single', 'InRelationship', 'Married', 'Separated', 'Divorced', 'OpenRelationship', 'NotStated'],
  bodyBuild: ['Slim', 'Athletic', 'Average', 'Curvy', 'Muscular', 'Large'],
  eyeColour: ['Blue', 'Green', 'Grey', 'Hazel', 'Brown', 'Other'],
  hairColour: ['Blond', 'Red', 'Brown', 'Black', 'Grey', 'White', 'Bald', 'Other'],
  smoking: ['NonSmoker', 'Occasionally', 'Smoker'],
  dominance: ['Dominating', 'Submissive'],
} as const;

export type ChoiceField = keyof typeof personChoices;
export const choiceFields = Object.keys(personChoices) as ChoiceField[];

/** Height and weight a person may state, in cm and kg. */
export const heightRange = { min: 120, max: 230 } as const;
export const weightRange = { min: 35, max: 250 } as const;
