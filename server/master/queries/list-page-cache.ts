/** A list's page as this process last answered it, and the list's version it was read at. */
interface CachedPage {
  version: string | null;
  json: string;
  total: number;
}

/** All the pages a process keeps, whatever the companies: past it the least recently used go. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A page larger than this is read each time: one would crowd out hundreds of dropdowns. */
const MAX_PAGE_BYTES = 256 * 1024;

/**
 * The pages of company lists this process answered, by statement, owner and query, so that a
 * request whose statement finds the list's version unchanged is answered without reading the
 * list again. Only ever trusted with the version read in the request's own statement
 * (list-statement.ts), so a change made through any process shows on the next request.
 */
export function listPageCache() {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const size = (page: CachedPage) => page.json.length * 2;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= size(page);
  };
  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      // Most recently used last.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key: string, page: CachedPage): void {
      drop(key);
      if (size(page) > MAX_PAGE_BYTES) return;
      pages.set(key, page);
      bytes += size(page);
      while (bytes > MAX_BYTES) drop(pages.keys().next().value!);
    },
  };
}

export type ListPageCache = ReturnType<typeof listPageCache>;
