import type { ComponentType } from 'react';
import PasskeyManager from './PasskeyManager/index.tsx';
import MediaUpload from './MediaUpload/index.tsx';
import Mail from './Mail/index.tsx';
import StartSections from './StartSections/index.tsx';
import MembershipPopup from './MembershipPopup/index.tsx';
import Comments from './Comments/index.tsx';
import BlogEditor from './BlogEditor/index.tsx';
import LodgeCalendar from './LodgeCalendar/index.tsx';

/**
 * Every island, for server-side rendering: the one list of islands. An island is the folder widgets/<Name>/ with
 * its component in index.tsx; the app registers these at start-up (src/wiring.ts, the platform's registerIsland)
 * and the browser loads the folder of the same name lazily (islands.ts), so a new island is its folder and one
 * line here.
 */
export const serverWidgets: Record<string, ComponentType<never>> = { PasskeyManager, MediaUpload, Mail, StartSections, MembershipPopup, BlogEditor, Comments, LodgeCalendar };
