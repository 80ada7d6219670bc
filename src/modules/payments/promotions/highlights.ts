import { provideBirthdayHighlights } from '../../profiles/index.ts';
import { promotedProfileIds } from './active.ts';

// Birthday wishes (product 26): for its day, the member comes first among the birthdays (/Birthdays and the start
// page's BirthdayProfiles), labelled, on the site where it was bought.
provideBirthdayHighlights({ ids: (db, site) => promotedProfileIds(db, 'birthdayWishes', site), label: 'payments.promotions.wishes.badge' });
