import { z } from 'zod';
import type { KinkRow } from './repo.ts';
import type { ProfileKinks } from './service.ts';

/**
 * Spec §3: a kink has a query and a custom flag. A catalogue kink's query is its stable key; a custom kink
 * (a member's own words) has no id and its text is its query.
 */
export const kinkShape = z.object({ id: z.number().nullable(), name: z.string(), query: z.string(), custom: z.boolean(), popular: z.boolean() });
export type KinkView = z.infer<typeof kinkShape>;

export const presentKink = (k: KinkRow): KinkView => ({ id: k.id, name: k.name, query: k.key, custom: false, popular: k.popular });
export const presentCustom = (text: string): KinkView => ({ id: null, name: text, query: text, custom: true, popular: false });
export const presentProfileKinks = (p: ProfileKinks): KinkView[] => [...p.kinks.map(presentKink), ...p.custom.map((c) => presentCustom(c.text))];
