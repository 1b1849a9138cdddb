// The users table's page size (docs/product.md, "Limits": one of the shared page sizes, the shared default until one
// is picked, then remembered in local storage).
import { adminLists } from "#contract/limits";

export type PageSize = (typeof adminLists.userPageSizes)[number];
export const pageSizeStorageKey = "ln_admin_page_size";

export function parsePageSize(value: string | null | undefined): PageSize | null {
  const size = Number(value);
  return (adminLists.userPageSizes as readonly number[]).includes(size) ? (size as PageSize) : null;
}

export function readStoredPageSize(): PageSize {
  try {
    return parsePageSize(localStorage.getItem(pageSizeStorageKey)) ?? adminLists.defaultUserPageSize;
  } catch {
    // Storage can be unavailable (privacy modes); the default is a fine answer then.
    return adminLists.defaultUserPageSize;
  }
}

export function storePageSize(size: PageSize): void {
  try {
    localStorage.setItem(pageSizeStorageKey, String(size));
  } catch {
    // Not remembering is acceptable; failing the page change is not.
  }
}
