import type { Translate } from '../../platform/i18n/index.ts';
import type { ProfilePage } from './service.ts';

/** Whole years between a yyyy-mm-dd birthday and today. */
export function ageOn(birthday: string, today = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - y;
  const hadBirthday = today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return hadBirthday ? age : age - 1;
}

export type PersonView = { age: number; gender: string; facts: { label: string; value: string }[] };

/** The persons as the About tab shows them: age, gender, and only the details a person filled in. */
export function presentPersons(page: ProfilePage, t: Translate): PersonView[] {
  return page.persons.map((p) => {
    const facts: { label: string; value: string }[] = [];
    const add = (key: string, value: string | null) => value && facts.push({ label: t(`profiles.person.${key}`), value });
    add('orientation', p.orientation && t(`profiles.orientation.${p.orientation}`));
    add('relationship', p.relationship && t(`profiles.relationship.${p.relationship}`));
    add('height', p.heightCm ? t('profiles.person.cm', { value: p.heightCm }) : null);
    add('weight', p.weightKg ? t('profiles.person.kg', { value: p.weightKg }) : null);
    return { age: ageOn(p.birthday), gender: t(`profiles.gender.${p.gender}`), facts };
  });
}
