// The users table's page size (product §9: 10, 20 or 50; 20 by default, remembered in local storage).
export const pageSizes = [10, 20, 50] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 20;
export const pageSizeStorageKey = "ln_admin_page_size";

export function parsePageSize(value: string | null | undefined): PageSize | null {
  const size = Number(value);
  return (pageSizes as readonly number[]).includes(size) ? (size as PageSize) : null;
}

export function readStoredPageSize(): PageSize {
  try {
    return parsePageSize(localStorage.getItem(pageSizeStorageKey)) ?? defaultPageSize;
  } catch {
    // Storage can be unavailable (privacy modes); the default is a fine answer then.
    return defaultPageSize;
  }
}

export function storePageSize(size: PageSize): void {
  try {
    localStorage.setItem(pageSizeStorageKey, String(size));
  } catch {
    // Not remembering is acceptable; failing the page change is not.
  }
}
