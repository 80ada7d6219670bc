import type { Translate } from '../../../platform/i18n/index.ts';
import { ageOn } from '../../accounts/index.ts';
import type { ProfilePage } from './service.ts';
import type { ChoiceField } from '../person-values.ts';
import type { PrivateField } from '../visibility/fields.ts';

/** `waiting`: a second person who has not yet confirmed by e-mail (only the owner sees them). */
export type PersonView = { age: number | null; gender: string; facts: { label: string; value: string }[]; waiting: boolean };

/** The persons as the About tab shows them: age, gender, and only the details a person filled in. */
export function presentPersons(page: ProfilePage, t: Translate, dark: boolean, shown: Record<PrivateField, boolean>): PersonView[] {
  return page.persons.map((p) => {
    const facts: { label: string; value: string }[] = [];
    const add = (key: string, value: string | null) => value && facts.push({ label: t(`profiles.person.${key}`), value });
    const choice = (field: ChoiceField) => add(field, p[field] && t(`profiles.${field}.${p[field]}`));
    if (shown.orientation) choice('orientation');
    choice('relationship');
    add('height', p.heightCm ? t('profiles.person.cm', { value: p.heightCm }) : null);
    add('weight', p.weightKg ? t('profiles.person.kg', { value: p.weightKg }) : null);
    for (const field of ['bodyBuild', 'eyeColour', 'hairColour', 'smoking'] as const) choice(field);
    if (dark && shown.dark) choice('dominance');
    return { age: shown.age ? ageOn(p.birthday) : null, gender: t(`profiles.gender.${p.gender}`), facts, waiting: page.own && !p.confirmed };
  });
}
