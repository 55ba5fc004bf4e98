import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { DashboardPager } from '../../components/dashboard-pager';
import { TextAreaField, TextField } from '../../components/form-fields';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { failureText, readFailure } from '../../lib/errors';
import { formatDate, formatPrice } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { useOfferRequestsQuery, useSendOfferMutation, type OfferRequestsQuery } from './leads.generated';

const S = MESSAGES.leads.screens;
type Request = OfferRequestsQuery['offerRequestsForMyShop']['items'][number];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);

function OfferForm({ request, onClose, onSent }: { request: Request; onClose: () => void; onSent: () => void }) {
  const [price, setPrice] = useState('');
  const [validUntil, setValidUntil] = useState(inDays(7));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching }, send] = useSendOfferMutation();
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    const amount = Number(price);
    if (!price.trim() || !Number.isSafeInteger(amount)) {
      setErrors({ price: price.trim() ? MESSAGES.leads.priceInvalid : MESSAGES.leads.priceRequired });
      return;
    }
    const done = await send({ leadId: request.id, input: { price: amount, validUntil, note: note || null } });
    if (done.error || !done.data) {
      setErrors(readFailure(done.error).fields);
      notify.error(failureText(done.error, S.offerSendFailed));
      return;
    }
    notify.success(S.offerSent);
    onSent();
  };
  return (
    <DashboardFormModal
      open
      title={`${S.sendOffer}: ${request.product?.name ?? ''}`}
      submitLabel={S.sendOffer}
      busy={fetching}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label={S.offerPrice} name="price" type="number" value={price} onChange={(e) => setPrice(e.target.value)} error={errors.price} required />
      <TextField
        label={S.offerValidUntil}
        name="validUntil"
        type="date"
        value={validUntil}
        onChange={(e) => setValidUntil(e.target.value)}
        error={errors.validUntil}
        required
      />
      <TextAreaField label={S.offerNote} name="note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
    </DashboardFormModal>
  );
}

/** Dealer: offer requests for vehicles in the shop's city, newest first; each answered once with an offer mailed to the shopper. */
export function OfferRequests() {
  const [page, setPage] = useState(1);
  const [result, refetch] = useOfferRequestsQuery({ variables: { page }, requestPolicy: 'cache-and-network' });
  const [answering, setAnswering] = useState<Request | null>(null);
  return (
    <Stack gap="4">
      <QueryState result={result} select={(d) => d.offerRequestsForMyShop.items} failure={S.offerFailure} empty={<EmptyState message={S.offerEmpty} />}>
        {(items) => (
          <Stack gap="3">
            {items.map((request) => (
              <Box key={request.id} borderWidth="1px" rounded="lg" p="4" bg="white" data-testid="offer-request">
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Box minW="0">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {request.product?.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {request.name} · {request.cityName} · {formatDate(request.createdAt)}
                    </Text>
                  </Box>
                  {request.myOffer ? (
                    <Text fontSize="sm" color="green.700">
                      {S.yourOffer(formatPrice(request.myOffer.price), formatDate(request.myOffer.validUntil))}
                    </Text>
                  ) : (
                    <Button size="sm" colorPalette="brand" onClick={() => setAnswering(request)}>
                      {S.sendOffer}
                    </Button>
                  )}
                </Flex>
              </Box>
            ))}
            <DashboardPager page={page} totalPages={result.data?.offerRequestsForMyShop.totalPages ?? 1} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
      {answering && (
        <OfferForm
          request={answering}
          onClose={() => setAnswering(null)}
          onSent={() => {
            setAnswering(null);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </Stack>
  );
}
