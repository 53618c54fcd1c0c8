import type { ResourceRow } from '../../../machines/resource.machine';
import type { LibraryResult } from '../../../schemas/competency-library';
import type { TranslationsResult } from '../../../schemas/content-translations';
import { api, type Signal } from '../../lib/api';

const itemPath = (endpoint: string, id: number) => `${endpoint}${id}/`;

const sheetForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** The master lists' calls: every list by its endpoint (list-descriptor.ts), the competency library as a whole, its translations. */
export const masterApi = {
  list: (endpoint: string, { signal }: Signal = {}) => api.get<ResourceRow[]>(endpoint, { signal }),
  /** One item as it is now: the version a save then sends as If-Match. */
  item: (endpoint: string, id: number, { signal }: Signal = {}) => api.get<ResourceRow>(itemPath(endpoint, id), { signal }),
  create: (endpoint: string, values: object) => api.post<ResourceRow>(endpoint, values),
  update: (endpoint: string, id: number, values: object) => api.put<ResourceRow>(itemPath(endpoint, id), values),
  remove: (endpoint: string, id: number) => api.delete<unknown>(itemPath(endpoint, id)),
  /** Archive (true) or restore (false). */
  archive: (endpoint: string, id: number, archived: boolean) => api.post<ResourceRow>(`${itemPath(endpoint, id)}${archived ? 'archive' : 'restore'}/`, {}),
  starterLibrary: ({ signal }: Signal = {}) => api.post<LibraryResult>('/competency/starter-library/', undefined, { signal }),
  importLibrary: (file: File, { signal }: Signal = {}) => api.upload<LibraryResult>('/competency/library/import/', sheetForm(file), { signal }),
  /** The library's file, fetched with the JWT. */
  exportLibrary: (format: string, { signal }: Signal = {}) => api.download(`/competency/library/export/?format=${format}`, { signal }),
  /** The translators' sheet (issue 42): every text of the library with a column per language. */
  exportTranslations: ({ signal }: Signal = {}) => api.download('/competency/translations/export/', { signal }),
  importTranslations: (file: File, { signal }: Signal = {}) => api.upload<TranslationsResult>('/competency/translations/import/', sheetForm(file), { signal }),
};
