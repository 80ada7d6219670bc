import type { Request, Response } from 'express';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import * as repo from '../repo.ts';
import { convertToCouple, convertToSingle, swapPersons } from './service.ts';
import { toCoupleForm, toSingleForm } from './schemas.ts';
import { partnerInvitationsPerDay, partnerStatusOf } from './partner.ts';

/** /EditProfile/Convert, also the form of the second person's invitation (couple-pages.ts). */
export const convertForm: FormView<'user'> = {
  view: 'profiles/convert',
  locals: async (req, { viewer }) => {
    const [persons, partner] = await Promise.all([repo.findPersons(req.ctx.db, viewer.id), partnerStatusOf(req.ctx.db, viewer.id)]);
    return { title: req.ctx.t('profiles.convert.title'), persons, partner, invitationsPerDay: partnerInvitationsPerDay };
  },
};

const done = (req: Request, res: Response, profileId: number, key: string) => {
  setFlash(req, { kind: 'success', key });
  res.redirect(303, `/Profile/${profileId}`);
};

/** /EditProfile/Convert: a single profile becomes a couple's and back, and a couple's persons change places. */
export const convertPages = [
  definePage({
    path: '/EditProfile/Convert',
    access: 'user',
    handler: (input, req, res) => showForm(req, res, convertForm, input),
  }),
  definePage({
    method: 'post',
    path: '/EditProfile/Convert/ToCouple',
    access: 'user',
    notImpersonating: true,
    body: toCoupleForm,
    form: convertForm,
    handler: async ({ body, viewer }, req, res) => {
      await convertToCouple(req.ctx.db, viewer.id, body);
      done(req, res, viewer.id, 'profiles.convert.nowCouple');
    },
  }),
  definePage({
    method: 'post',
    path: '/EditProfile/Convert/ToSingle',
    access: 'user',
    notImpersonating: true,
    body: toSingleForm,
    form: convertForm,
    handler: async ({ body, viewer }, req, res) => {
      await convertToSingle(req.ctx.db, viewer.id, body.keep);
      done(req, res, viewer.id, 'profiles.convert.nowSingle');
    },
  }),
  definePage({
    method: 'post',
    path: '/EditProfile/Convert/Swap',
    access: 'user',
    notImpersonating: true,
    handler: async ({ viewer }, req, res) => {
      await swapPersons(req.ctx.db, viewer.id);
      done(req, res, viewer.id, 'profiles.convert.swapped');
    },
  }),
];
