import type { Localized } from './types.ts';

/** A catalogue kink of the demo: its stable key (the kink's query), whether it is flagged popular, and its names. */
export type KinkSeed = { key: string; popular: boolean; names: Localized };

const kink = (key: string, popular: boolean, en: string, da: string, nb: string, sv: string): KinkSeed => ({
  key,
  popular,
  names: { 'en-GB': en, 'da-DK': da, 'nb-NO': nb, 'sv-SE': sv },
});

/** Common, non-graphic kinks and fetishes; the popular ones make the /Kinks Popular tab. */
export const kinks: KinkSeed[] = [
  kink('bondage', true, 'Bondage', 'Bondage', 'Bondage', 'Bondage'),
  kink('rope', true, 'Rope bondage', 'Rebbondage', 'Taubondage', 'Repbondage'),
  kink('blindfolds', true, 'Blindfolds', 'Bind for øjnene', 'Bind for øynene', 'Ögonbindel'),
  kink('spanking', true, 'Spanking', 'Spanking', 'Spanking', 'Spanking'),
  kink('dominance', true, 'Dominance', 'Dominans', 'Dominans', 'Dominans'),
  kink('submission', true, 'Submission', 'Underkastelse', 'Underkastelse', 'Underkastelse'),
  kink('role-play', true, 'Role play', 'Rollespil', 'Rollespill', 'Rollspel'),
  kink('lingerie', true, 'Lingerie', 'Lingeri', 'Lingeri', 'Underkläder'),
  kink('massage', true, 'Sensual massage', 'Sensuel massage', 'Sensuell massasje', 'Sensuell massage'),
  kink('leather', true, 'Leather', 'Læder', 'Lær', 'Läder'),
  kink('swinging', true, 'Swinging', 'Swinging', 'Swinging', 'Swinging'),
  kink('threesomes', true, 'Threesomes', 'Trekant', 'Trekant', 'Trekant'),
  kink('exhibitionism', false, 'Exhibitionism', 'Ekshibitionisme', 'Ekshibisjonisme', 'Exhibitionism'),
  kink('voyeurism', false, 'Voyeurism', 'Voyeurisme', 'Voyeurisme', 'Voyeurism'),
  kink('latex', false, 'Latex', 'Latex', 'Lateks', 'Latex'),
  kink('pvc', false, 'PVC', 'PVC', 'PVC', 'PVC'),
  kink('feet', false, 'Foot fetish', 'Fodfetich', 'Fotfetisj', 'Fotfetisch'),
  kink('stockings', false, 'Stockings', 'Strømper', 'Strømper', 'Strumpor'),
  kink('high-heels', false, 'High heels', 'Høje hæle', 'Høye hæler', 'Höga klackar'),
  kink('uniforms', false, 'Uniforms', 'Uniformer', 'Uniformer', 'Uniformer'),
  kink('tickling', false, 'Tickling', 'Kildren', 'Kiling', 'Kittling'),
  kink('wax-play', false, 'Wax play', 'Voksleg', 'Vokslek', 'Vaxlek'),
  kink('sensory-play', false, 'Sensory play', 'Sanseleg', 'Sanselek', 'Sinneslek'),
  kink('orgasm-control', false, 'Orgasm control', 'Orgasmekontrol', 'Orgasmekontroll', 'Orgasmkontroll'),
  kink('collars', false, 'Collars', 'Halsbånd', 'Halsbånd', 'Halsband'),
  kink('handcuffs', false, 'Handcuffs', 'Håndjern', 'Håndjern', 'Handbojor'),
  kink('masks', false, 'Masks', 'Masker', 'Masker', 'Masker'),
  kink('discipline', false, 'Discipline', 'Disciplin', 'Disiplin', 'Disciplin'),
  kink('pet-play', false, 'Pet play', 'Kæledyrsleg', 'Kjæledyrlek', 'Djurlek'),
  kink('sadomasochism', false, 'Sadomasochism', 'Sadomasochisme', 'Sadomasokisme', 'Sadomasochism'),
  kink('switching', false, 'Switching roles', 'Rolleskift', 'Rollebytte', 'Rollbyte'),
  kink('chastity', false, 'Chastity', 'Kyskhed', 'Kyskhet', 'Kyskhet'),
  kink('gags', false, 'Gags', 'Knebel', 'Knebel', 'Munkavle'),
  kink('floggers', false, 'Whips and floggers', 'Piske', 'Pisker', 'Piskor'),
  kink('outdoors', false, 'Outdoors', 'Udendørs', 'Utendørs', 'Utomhus'),
  kink('dirty-talk', false, 'Dirty talk', 'Fræk snak', 'Skitten prat', 'Snuskigt prat'),
  kink('crossdressing', false, 'Crossdressing', 'Crossdressing', 'Crossdressing', 'Crossdressing'),
  kink('tantra', false, 'Tantra', 'Tantra', 'Tantra', 'Tantra'),
  kink('erotic-photography', false, 'Erotic photography', 'Erotisk fotografering', 'Erotisk fotografering', 'Erotisk fotografering'),
];
