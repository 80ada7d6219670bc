import type { AppModule } from '../../platform/http/define.ts';
import { filePages } from './files.ts';
import { commonActions } from './api.ts';

/** Media: uploads, pictures and videos, albums, and who may see them. */
export const mediaModule: AppModule = {
  name: 'media',
  pages: [...filePages],
  api: [{ controller: 'Common', actions: commonActions }],
};
