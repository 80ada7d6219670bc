/**
 * Validation: /ProfileValidation (a video, in person, or an identity provider), staff's decision from the admin
 * CLI, and the forced copyright confirmation of a profile's media (the banner and the onboarding dialog post here).
 */
export { validationPages } from './pages.ts';
export { validationActions } from './api.ts';
export { describeWaitingValidations, describeApprove, describeReject } from './staff.ts';
export { allowIdentityStandIns, type IdentityProvider } from './identity.ts';
