import PasskeyManager from './PasskeyManager/index.tsx';
import MediaUpload from './MediaUpload/index.tsx';
import Mail from './Mail/index.tsx';
import StartSections from './StartSections/index.tsx';
import MembershipPopup from './MembershipPopup/index.tsx';
import Comments from './Comments/index.tsx';
import BlogEditor from './BlogEditor/index.tsx';

/** Every island, for server-side rendering; the browser loads them lazily through islands.ts. */
export const serverWidgets = { PasskeyManager, MediaUpload, Mail, StartSections, MembershipPopup, BlogEditor, Comments };
