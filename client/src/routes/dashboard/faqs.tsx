import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DashboardPage } from '../../components/dashboard-page';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, EditIcon } from '../../components/icons';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { FaqFormModal, type AdminFaq } from '../../features/admin/faq-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { listContext } from '../../features/dashboard/list-context';
import { useAdminDeleteFaqMutation, useAdminFaqsQuery, useAdminReorderFaqsMutation } from '../../features/admin/admin.generated';
import { confirmDelete } from '../../lib/confirm-delete';
import { failureText } from '../../lib/errors';
import { withToasts } from '../../lib/query-toasts';
import { notify } from '../../lib/toaster';

const { faqs: TEXT } = ADMIN_TEXT;
/** An empty list is refetched too when a mutation touches a Faq. */
const LISTED = withToasts({ failure: TEXT.fetchFailed }, listContext('Faq'));
const touches = { additionalTypenames: ['Faq'] };

type Modal = { faq: AdminFaq | null } | null;

/** The FAQ page's questions in their order: add, edit, delete, and move a question up or down. */
export default function AdminFaqs() {
  const [faqs] = useAdminFaqsQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteFaq] = useAdminDeleteFaqMutation();
  const [reordering, reorderFaqs] = useAdminReorderFaqsMutation();
  const [modal, setModal] = useState<Modal>(null);

  const remove = async (faq: AdminFaq) => {
    await confirmDelete({ question: TEXT.confirmDelete, failed: TEXT.deleteFailed, done: TEXT.deleted }, () => deleteFaq({ id: faq.id }, touches));
  };

  // the server takes the whole new order: a question added or deleted meanwhile makes it refuse, and the list reloads
  const move = async (list: readonly AdminFaq[], index: number, by: -1 | 1) => {
    const ids = list.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    const result = await reorderFaqs({ ids }, touches);
    if (result.error) notify.error(failureText(result.error, TEXT.reorderFailed));
    else notify.success(TEXT.reordered);
  };

  return (
    <DashboardPage
      title="FAQs"
      actions={
        <Button colorPalette="brand" onClick={() => setModal({ faq: null })}>
          Add FAQ
        </Button>
      }
    >
      <Text color="fg.muted">The questions of the FAQ page, in the order visitors see them.</Text>
      <QueryState result={faqs} select={(d) => d.faqs} failure={TEXT.fetchFailed} empty={<EmptyState message={TEXT.empty} />}>
        {(list) => (
          <Stack as="ol" gap="3" listStyleType="none" aria-label="FAQ questions">
            {list.map((faq, index) => (
              <Flex
                as="li"
                key={faq.id}
                data-testid="faq-row"
                direction={{ base: 'column', md: 'row' }}
                gap="3"
                borderWidth="1px"
                rounded="lg"
                bg="white"
                p="4"
                align={{ base: 'stretch', md: 'start' }}
              >
                <Box flex="1" minW="0">
                  <Text as="h2" fontWeight="semibold">
                    {index + 1}. {faq.title}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={2} mt="1">
                    {faq.desc}
                  </Text>
                </Box>
                <HStack gap="1" justify="end" flexShrink={0}>
                  <IconButton
                    aria-label={`Move up ${faq.title}`}
                    size="sm"
                    variant="ghost"
                    disabled={index === 0 || reordering.fetching}
                    onClick={() => void move(list, index, -1)}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Move down ${faq.title}`}
                    size="sm"
                    variant="ghost"
                    disabled={index === list.length - 1 || reordering.fetching}
                    onClick={() => void move(list, index, 1)}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <IconButton aria-label={`Edit ${faq.title}`} size="sm" variant="ghost" onClick={() => setModal({ faq })}>
                    <EditIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${faq.title}`} size="sm" variant="ghost" colorPalette="red" onClick={() => void remove(faq)}>
                    <DeleteIcon />
                  </IconButton>
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </QueryState>
      {modal && <FaqFormModal key={modal.faq?.id ?? 'new'} faq={modal.faq} onClose={() => setModal(null)} />}
    </DashboardPage>
  );
}
