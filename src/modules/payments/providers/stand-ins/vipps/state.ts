import { randomBytes } from 'node:crypto';
import type { vippsAgreementEventTypes, vippsChargeEventTypes, VippsAgreement, VippsAgreementDraft, VippsCharge, VippsFailureReason, VippsWebhookEvent } from '../../vipps/schemas.ts';

export type AgreementState = {
  id: string;
  uuid: string;
  msn: string;
  status: VippsAgreement['status'];
  draft: VippsAgreementDraft;
  created: Date;
  start: Date | null;
  stop: Date | null;
  failWith: VippsFailureReason | null;
  initialChargeId: string | null;
};
export type ChargeState = VippsCharge & { lastAttemptDay: string | null };

const dayMs = 86_400_000;
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));
/** Whether a charge due on `due` is within 30 days of `day` (it is then DUE rather than PENDING). */
export const within30Days = (due: string, day: string) => Date.parse(due) - Date.parse(day) <= 30 * dayMs;
export const shortId = () => randomBytes(9).toString('base64url').replace(/[-_]/g, '').slice(0, 10);

export type VippsState = ReturnType<typeof createVippsState>;

/**
 * What the wallet stand-in knows, all in memory, and its clock: agreements and charges (with the idempotency keys
 * they were made with), and what moving the clock does to them.
 */
export function createVippsState(options: { now?: Date }) {
  let clock = options.now ?? new Date();
  const agreements = new Map<string, AgreementState>();
  const charges = new Map<string, ChargeState>();

  const agreementEvent = (a: AgreementState, eventType: (typeof vippsAgreementEventTypes)[number]): VippsWebhookEvent => ({
    eventType,
    agreementId: a.id,
    agreementUuid: a.uuid,
    occurred: clock.toISOString(),
    msn: a.msn,
  });
  const chargeEvent = (c: ChargeState, eventType: (typeof vippsChargeEventTypes)[number]): VippsWebhookEvent => {
    const a = agreements.get(c.agreementId)!;
    return {
      eventType,
      agreementId: c.agreementId,
      chargeId: c.id,
      chargeType: c.type,
      amount: c.amount,
      currency: a.draft.pricing.currency,
      occurred: clock.toISOString(),
      msn: a.msn,
      failureReason: c.failureReason,
    };
  };

  /** One day's run of recurring charges: due ones are charged, failed for good after their retry days, or cancelled. */
  function settleDay(day: string): VippsWebhookEvent[] {
    const events: VippsWebhookEvent[] = [];
    for (const charge of charges.values()) {
      if (charge.type !== 'RECURRING') continue;
      if (charge.status === 'PENDING' && within30Days(charge.due, day)) charge.status = 'DUE';
      if (charge.status !== 'DUE' || day < charge.due || charge.lastAttemptDay === day) continue;
      charge.lastAttemptDay = day;
      const agreement = agreements.get(charge.agreementId)!;
      if (agreement.status !== 'ACTIVE') {
        charge.status = 'CANCELLED';
        events.push(chargeEvent(charge, 'recurring.charge-canceled.v1'));
      } else if (agreement.failWith === null) {
        charge.status = 'CHARGED';
        events.push(chargeEvent(charge, 'recurring.charge-captured.v1'));
      } else if (day >= addDays(charge.due, charge.retryDays)) {
        charge.status = 'FAILED';
        charge.failureReason = agreement.failWith;
        charge.failureDescription = `Charge failed after ${charge.retryDays + 1} attempts`;
        events.push(chargeEvent(charge, 'recurring.charge-failed.v1'));
      }
    }
    return events;
  }

  /** Moves the clock forward day by day to `date`; returns the events that caused, in order. */
  function moveClockTo(date: Date): VippsWebhookEvent[] {
    if (date.getTime() < clock.getTime()) throw new Error('The stand-in clock only moves forward');
    const events: VippsWebhookEvent[] = [];
    for (let day = addDays(dayOf(clock), 1); day <= dayOf(date); day = addDays(day, 1)) {
      clock = new Date(Math.max(clock.getTime(), Date.parse(`${day}T00:00:00Z`)));
      events.push(...settleDay(day));
    }
    clock = date;
    for (const agreement of agreements.values()) {
      if (agreement.status === 'PENDING' && clock.getTime() - agreement.created.getTime() > 10 * 60_000) {
        agreement.status = 'EXPIRED';
        agreement.stop = clock;
        events.push(agreementEvent(agreement, 'recurring.agreement-expired.v1'));
      }
    }
    return events;
  }

  return {
    agreements,
    agreementsByKey: new Map<string, string>(),
    charges,
    chargesByKey: new Map<string, string>(),
    clock: () => clock,
    moveClockTo,
    agreementEvent,
    chargeEvent,
  };
}
