import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { reviewStatusSchema } from '@evbazaar/common';
import { REVIEW_FILTERS, REVIEW_STATUS_LABELS, type ReviewStatus as KernelStatus } from '@evbazaar/common/src/domain/reviews';
import { useState } from 'react';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { DashboardPager } from '../../components/dashboard-pager';
import { TextField } from '../../components/form-fields';
import { QueryState } from '../../components/query-state';
import { Stars } from '../../components/rating-stars';
import { EmptyState } from '../../components/states';
import { StatusFilter, useStatusPages, type StatusChoice } from '../../components/status-filter';
import { useModerationReviewsQuery, useSetReviewStatusMutation, type ModerationReviewsQuery } from './reviews.generated';
import type { ReviewStatus } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useSchemaForm } from '../../lib/form';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';

type Review = ModerationReviewsQuery['reviews']['items'][number];

/** The reviews kernel's filter and labels, in GraphQL's upper case. */
const FILTERS: StatusChoice<ReviewStatus>[] = REVIEW_FILTERS.map((f) => ({ value: f.status.toUpperCase() as ReviewStatus | '', label: f.label }));
const PALETTE: Record<ReviewStatus, string> = { PENDING: 'orange', APPROVED: 'green', HIDDEN: 'gray' };
const statusLabel = (status: ReviewStatus) => REVIEW_STATUS_LABELS[status.toLowerCase() as KernelStatus];

/** Admin: reviews to approve or hide (with a reason the rider never sees), waiting ones first. */
export function ModerationList() {
  const { status, choose, page, setPage } = useStatusPages<ReviewStatus>('PENDING');
  const [result, refetch] = useModerationReviewsQuery({ variables: { status: status || null, page }, requestPolicy: 'cache-and-network' });
  const [, setReviewStatus] = useSetReviewStatusMutation();
  const [hiding, setHiding] = useState<Review | null>(null);

  const approve = async (review: Review) => {
    const done = await setReviewStatus({ id: review.id, status: 'APPROVED' });
    if (done.error) notify.error(failureText(done.error, MESSAGES.reviews.approveFailed));
    else {
      notify.success(MESSAGES.reviews.statusUpdated);
      refetch({ requestPolicy: 'network-only' });
    }
  };

  return (
    <Stack gap="4">
      <StatusFilter label="Show reviews" choices={FILTERS} value={status} onChange={choose} maxW="64" />
      <QueryState
        result={result}
        select={(d) => d.reviews.items}
        failure={MESSAGES.reviews.fetchFailed}
        empty={<EmptyState message={MESSAGES.reviews.empty} />}
      >
        {(items) => (
          <Stack gap="3">
            {items.map((review) => (
              <Box key={review.id} borderWidth="1px" rounded="lg" p="4" bg="white" data-testid="moderation-review">
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">
                    {review.product.name} · {review.shop.shopName}
                  </Text>
                  <Badge colorPalette={PALETTE[review.status]}>{statusLabel(review.status)}</Badge>
                </Flex>
                <Flex gap="3" wrap="wrap" mt="1">
                  <Stars value={review.productRating} label="Vehicle" />
                  <Stars value={review.shopRating} label="Shop" />
                </Flex>
                <Text mt="2" whiteSpace="pre-line" overflowWrap="anywhere">
                  {review.text}
                </Text>
                <Text mt="1" fontSize="sm" color="fg.muted">
                  {review.authorName ?? 'A rider'} · {formatDate(review.createdAt)}
                </Text>
                {review.moderationReason && (
                  <Text mt="1" fontSize="sm" color="fg.muted">
                    Hidden because: {review.moderationReason}
                  </Text>
                )}
                <Flex gap="2" mt="3" wrap="wrap">
                  {review.status !== 'APPROVED' && (
                    <Button
                      size="sm"
                      colorPalette="green"
                      onClick={() => approve(review)}
                      aria-label={`Approve the review of ${review.product.name} by ${review.authorName ?? 'a rider'}`}
                    >
                      Approve
                    </Button>
                  )}
                  {review.status !== 'HIDDEN' && (
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setHiding(review)}>
                      Hide
                    </Button>
                  )}
                </Flex>
              </Box>
            ))}
            <DashboardPager page={page} totalPages={result.data?.reviews.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
      {hiding && (
        <HideReviewModal
          review={hiding}
          onClose={() => setHiding(null)}
          onHidden={() => {
            setHiding(null);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </Stack>
  );
}

function HideReviewModal({ review, onClose, onHidden }: { review: Review; onClose: () => void; onHidden: () => void }) {
  const form = useSchemaForm(reviewStatusSchema, { status: 'hidden', reason: '' });
  const [, setReviewStatus] = useSetReviewStatusMutation();
  const submit = form.handleSubmit(async (values) => {
    const done = await setReviewStatus({ id: review.id, status: 'HIDDEN', reason: values.reason });
    if (done.data?.setReviewStatus) {
      notify.success(MESSAGES.reviews.statusUpdated);
      onHidden();
    } else if (!form.showServerErrors(done.error)) notify.error(failureText(done.error, MESSAGES.reviews.hideFailed));
  });
  return (
    <DashboardFormModal open title="Hide review" submitLabel="Hide review" busy={form.busy} onSubmit={submit} onClose={onClose}>
      <Text fontSize="sm">{MESSAGES.reviews.hideNote}</Text>
      <TextField label="Reason" required error={form.errorOf('reason')} {...form.field('reason')} />
    </DashboardFormModal>
  );
}
