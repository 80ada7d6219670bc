import type { ModuleArea } from '../../../platform/http/areas.ts';

/** Blogs' entries area (issue 22): see ../CONTEXT.md. */
export const entriesArea: ModuleArea = {};
