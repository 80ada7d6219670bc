import type { ModuleArea } from '../../../platform/http/areas.ts';

/** Blogs' lists area (issue 22): see ../CONTEXT.md. */
export const listsArea: ModuleArea = {};
