import { Badge, Box, Button, CloseButton, Dialog, Flex, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import type { LeadStatus } from '../../gql/graphql';
import { failureText, readFailure } from '../../lib/errors';
import { formatDate, formatDateTime, formatPrice } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { notify } from '../../lib/toaster';
import { STATUS_OPTIONS, STATUS_PALETTE, sourceLabel, statusLabel } from './lead-labels';
import { useLeadDetailQuery, useUpdateLeadMutation, type LeadDetailQuery } from './leads.generated';

const S = MESSAGES.leads.screens;
type Lead = LeadDetailQuery['lead'];

/** The change form of a lead: status (a lost lead needs its reason), next follow-up, a note. */
function LeadChangeForm({ lead, onSaved }: { lead: Lead; onSaved: () => void }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [lostReason, setLostReason] = useState(lead.lostReason ?? '');
  const [followUp, setFollowUp] = useState(lead.nextFollowUpOn ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching }, update] = useUpdateLeadMutation();

  useEffect(() => {
    setStatus(lead.status);
    setLostReason(lead.lostReason ?? '');
    setFollowUp(lead.nextFollowUpOn ?? '');
  }, [lead.status, lead.lostReason, lead.nextFollowUpOn]);

  const save = async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (status === 'LOST' && !lostReason.trim()) {
      setErrors({ lostReason: MESSAGES.leads.lostReasonRequired });
      return;
    }
    setErrors({});
    const input = {
      ...(status !== lead.status || (status === 'LOST' && lostReason !== (lead.lostReason ?? '')) ? { status } : {}),
      ...(status === 'LOST' ? { lostReason } : {}),
      ...(followUp !== (lead.nextFollowUpOn ?? '') ? { nextFollowUpOn: followUp || null } : {}),
      ...(note.trim() ? { note } : {}),
    };
    const result = await update({ id: lead.id, input });
    if (result.error || !result.data) {
      setErrors(readFailure(result.error).fields);
      notify.error(failureText(result.error, S.saveFailed));
      return;
    }
    setNote('');
    notify.success(S.saved);
    onSaved();
  };

  return (
    <Box asChild borderWidth="1px" rounded="lg" p="4">
      <form onSubmit={save} noValidate aria-label={S.save}>
        <Stack gap="3">
          <SelectField label={S.status} name="status" placeholder={S.status} value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          {status === 'LOST' && (
            <TextAreaField
              label={S.lostReason}
              name="lostReason"
              rows={2}
              value={lostReason}
              onChange={(e) => setLostReason(e.target.value)}
              error={errors.lostReason}
              required
            />
          )}
          <TextField
            label={S.followUp}
            name="nextFollowUpOn"
            type="date"
            value={followUp}
            onChange={(e) => setFollowUp(e.target.value)}
            error={errors.nextFollowUpOn}
          />
          <TextAreaField label={S.note} name="note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
          <Button type="submit" colorPalette="brand" loading={fetching} disabled={fetching} alignSelf="flex-start">
            {S.save}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

/** A lead opened from a list: contact, status and follow-up to change, and its timeline. */
export function LeadDetailDialog({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged?: () => void }) {
  const [result, refetch] = useLeadDetailQuery({ variables: { id: id ?? '' }, pause: !id, requestPolicy: 'cache-and-network' });
  return (
    <Dialog.Root open={Boolean(id)} onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', sm: 'lg' }} scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', sm: '4' }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{result.data?.lead.name ?? S.myLeadsTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <QueryState result={result} select={(d) => d.lead} failure={(error) => failureText(error, S.detailFailure)}>
                {(lead) => (
                  <Stack gap="4" data-testid="lead-detail">
                    <Box>
                      <Flex gap="2" wrap="wrap" mb="2">
                        <Badge colorPalette={STATUS_PALETTE[lead.status]}>{statusLabel(lead.status)}</Badge>
                        {lead.overdue && <Badge colorPalette="red">{S.overdue}</Badge>}
                      </Flex>
                      <Text fontSize="sm" overflowWrap="anywhere">
                        {S.contact}: {lead.email}
                        {lead.phone ? ` · ${lead.phone}` : ''}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[sourceLabel(lead.source), lead.product?.name, lead.cityName].filter(Boolean).join(' · ')}
                      </Text>
                      {lead.lostReason && (
                        <Text fontSize="sm">
                          {S.lostReason}: {lead.lostReason}
                        </Text>
                      )}
                      {lead.offers.map((offer) => (
                        <Text key={offer.id} fontSize="sm">
                          {offer.shopName}: {formatPrice(offer.price)} · {formatDate(offer.validUntil)}
                        </Text>
                      ))}
                    </Box>
                    <LeadChangeForm
                      lead={lead}
                      onSaved={() => {
                        refetch({ requestPolicy: 'network-only' });
                        onChanged?.();
                      }}
                    />
                    <Box>
                      <Heading as="h3" size="sm" mb="2">
                        {S.timeline}
                      </Heading>
                      {lead.timeline.length === 0 ? (
                        <EmptyState message={S.noEvents} />
                      ) : (
                        <Stack as="ol" gap="2" listStyleType="none" data-testid="lead-timeline">
                          {lead.timeline.map((event) => (
                            <Box as="li" key={event.id} borderStartWidth="3px" borderColor="brand.solid" ps="3">
                              <Text fontSize="sm" overflowWrap="anywhere">
                                {event.text}
                              </Text>
                              <Text fontSize="xs" color="fg.muted">
                                {formatDateTime(event.createdAt)}
                                {event.actorName ? ` · ${event.actorName}` : ''}
                              </Text>
                            </Box>
                          ))}
                        </Stack>
                      )}
                    </Box>
                  </Stack>
                )}
              </QueryState>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={S.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
