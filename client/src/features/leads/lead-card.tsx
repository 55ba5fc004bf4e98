import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LeadListFieldsFragment } from './leads.generated';
import { formatDate } from '../../lib/format';
import { MESSAGES } from '../../lib/messages';
import { STATUS_PALETTE, sourceLabel, statusLabel } from './lead-labels';

const S = MESSAGES.leads.screens;

/** One lead of a list: who, what, where, its status and follow-up; an overdue follow-up stands out. */
export function LeadCard({
  lead,
  onOpen,
  showAgent = false,
  children,
}: {
  lead: LeadListFieldsFragment;
  onOpen: () => void;
  showAgent?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      borderWidth={lead.overdue ? '2px' : '1px'}
      borderColor={lead.overdue ? 'red.500' : 'border'}
      bg={lead.overdue ? 'red.50' : 'white'}
      rounded="lg"
      p="4"
      data-testid="lead-card"
      data-overdue={lead.overdue ? 'true' : undefined}
    >
      <Flex justify="space-between" gap="2" wrap="wrap" align="start">
        <Box minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {lead.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {[lead.product?.name, lead.cityName, sourceLabel(lead.source)].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          {lead.overdue && <Badge colorPalette="red">{S.overdue}</Badge>}
          <Badge colorPalette={STATUS_PALETTE[lead.status]} data-testid="lead-status">
            {statusLabel(lead.status)}
          </Badge>
        </Flex>
      </Flex>
      <Text fontSize="sm" mt="1" color={lead.overdue ? 'red.700' : undefined}>
        {lead.nextFollowUpOn ? `${S.followUp}: ${formatDate(lead.nextFollowUpOn)}` : S.noFollowUp}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {S.created}: {formatDate(lead.createdAt)}
        {showAgent && ` · ${S.agent}: ${lead.agent ? (lead.agent.name ?? lead.agent.email) : S.unassigned}`}
      </Text>
      <Flex mt="3" gap="2" wrap="wrap" align="center">
        <Button size="sm" variant="outline" onClick={onOpen} aria-label={`${S.open}: ${lead.name}`}>
          {S.open}
        </Button>
        {children}
      </Flex>
    </Box>
  );
}
