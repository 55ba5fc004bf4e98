import { Box } from '@chakra-ui/react';
import { BACK_OFFICE_PAGE_SIZE } from '@evbazaar/common';
import { useEffect, useRef, useState } from 'react';
import { DashboardPager } from './dashboard-pager';

/** The page a back-office screen reads from a list paged on the server (docs/decisions/0018), as query variables. */
export function useServerPage(limit = BACK_OFFICE_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  return { page, setPage, limit, variables: { page, limit } };
}

/**
 * Previous / Next under a list paged on the server. `total` is the list's count from the last
 * answer (undefined while a page loads: the previous count keeps the pager in place). When the
 * last page empties (a row deleted elsewhere), it steps back to the new last page.
 */
export function ServerPager({ paging, total, mt }: { paging: ReturnType<typeof useServerPage>; total: number | undefined; mt?: string }) {
  const known = useRef(total);
  if (total !== undefined) known.current = total;
  const totalPages = Math.max(1, Math.ceil((known.current ?? 0) / paging.limit));
  const { page, setPage } = paging;
  useEffect(() => {
    if (known.current !== undefined && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
  if (totalPages <= 1) return null;
  return (
    <Box mt={mt}>
      <DashboardPager page={page} totalPages={totalPages} onPage={setPage} />
    </Box>
  );
}
