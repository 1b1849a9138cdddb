// Loads one of the Security card's lists or states and reloads it on demand; a failure keeps its message.
import { useCallback, useEffect, useState } from "react";
import { api } from "../../../api/client";

export function useSecurityResource<T>(path: string, failed: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const result = await api<T>(path);
    if (result.ok) {
      setData(result.data);
      setError(null);
    } else setError(result.error.msg || failed);
  }, [path, failed]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload };
}
