import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / Next with "Page x of y" ("y+" when the count stopped early); hidden when everything fits on one page. */
export function DashboardPager({
  page,
  totalPages,
  atLeast = false,
  onPage,
}: {
  page: number;
  totalPages: number;
  /** more match than were counted: totalPages is a lower bound */
  atLeast?: boolean;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" justify="center" gap="3" aria-label="Pagination">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm">
        Page {page} of {totalPages}
        {atLeast ? '+' : ''}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
