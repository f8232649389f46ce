import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { sanitizeListSearch } from "./listParams";

/**
 * Mounted around a list: a page, page size or search in the URL that the server would refuse
 * (typed or pasted, `perPage=1000`) is replaced by the nearest one it accepts before the list
 * asks for anything.
 */
export const SafeListParams = ({
  searchMax,
  children,
}: {
  searchMax?: number;
  children: ReactNode;
}) => {
  const location = useLocation();
  const fixed = sanitizeListSearch(location.search, searchMax);
  if (fixed !== null) {
    return <Navigate replace to={{ pathname: location.pathname, search: fixed }} />;
  }
  return <>{children}</>;
};
