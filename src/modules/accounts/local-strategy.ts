import type { Request } from 'express';
import type { Authenticator } from 'passport';
import { Strategy as LocalStrategy, type IVerifyOptions } from 'passport-local';
import type { Knex } from 'knex';
import { checkCredentials, type CredentialCheck } from './service/logon.ts';

type CheckInfo = IVerifyOptions & { check: CredentialCheck };

/**
 * passport-local over our credential check: the form's `name` (profile name or e-mail) and `password`.
 * It never hands passport a user: the session starts only after a possible second factor
 * (logon-flow.ts), so the outcome travels as the strategy's info.
 */
export function createLocalStrategy(db: Knex): LocalStrategy {
  return new LocalStrategy({ usernameField: 'name', passwordField: 'password', session: false }, (name, password, done) => {
    checkCredentials(db, name, password).then((check) => {
      const info: CheckInfo = { message: check.ok ? 'ok' : check.reason, check };
      done(null, false, info);
    }, done);
  });
}

/** Runs the `local` strategy of this app's passport (app.locals.passport) and answers its credential check. */
export function authenticateLocal(req: Request): Promise<CredentialCheck> {
  return new Promise((resolve, reject) => {
    const passport = req.app.locals.passport as Authenticator;
    const handler = passport.authenticate('local', { session: false }, (err: unknown, _user: unknown, info: CheckInfo | undefined) => {
      if (err) reject(err);
      else resolve(info?.check ?? { ok: false, reason: 'invalidCredentials' });
    });
    handler(req, req.res, reject);
  });
}
