export const actions = {};
