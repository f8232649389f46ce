import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { sanitizeListSearch, type ListParamLimits } from "./listParams";

/**
 * Mounted around a list: a page, page size, sort, order or search in the URL that the server
 * would refuse (typed or pasted, `perPage=1000`, `sort=evil`) is replaced by the nearest one it
 * accepts, or the list's default, before the list asks for anything.
 */
export const SafeListParams = ({
  searchMax,
  sorts,
  children,
}: ListParamLimits & { children: ReactNode }) => {
  const location = useLocation();
  const fixed = sanitizeListSearch(location.search, { searchMax, sorts });
  if (fixed !== null) {
    return <Navigate replace to={{ pathname: location.pathname, search: fixed }} />;
  }
  return <>{children}</>;
};
