/** The type comments and likes know blog entries by. */
export const entrySubjectType = 'BlogEntry';
