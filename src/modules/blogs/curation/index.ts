import type { ModuleArea } from '../../../platform/http/areas.ts';

/** Blogs' curation area (issue 22): see ../CONTEXT.md. */
export const curationArea: ModuleArea = {};
