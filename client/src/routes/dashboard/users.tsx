import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { USER_SEARCH_ANYWHERE_MIN } from '@evbazaar/common/src/search-limits';
import { DashboardPage } from '../../components/dashboard-page';
import { QueryState } from '../../components/query-state';
import { DashboardPager } from '../../components/dashboard-pager';
import { DashboardSearch } from '../../components/dashboard-search';
import { EmptyState } from '../../components/states';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { UserFormModal } from '../../features/admin/user-form-modal';
import { USERS_PAGE_SIZE } from '../../features/admin/users';
import { UsersTable } from '../../features/admin/users-table';
import { listContext } from '../../features/dashboard/list-context';
import {
  useAdminDeleteUserMutation,
  useAdminSetUserVerifiedMutation,
  useAdminUsersQuery,
  type AdminUserFieldsFragment,
} from '../../features/admin/admin.generated';
import { withToasts } from '../../lib/query-toasts';
import { confirmDelete } from '../../lib/confirm-delete';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a User. */
const LISTED = withToasts({ failure: ADMIN_TEXT.users.fetchFailed }, listContext('User'));

type Modal = { mode: 'add' } | { mode: 'edit'; user: AdminUserFieldsFragment } | null;

export default function Users() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<Modal>(null);
  const debounced = useDebouncedValue(search.trim());
  const [result] = useAdminUsersQuery({
    variables: { search: debounced || null, page, limit: USERS_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
    context: LISTED,
  });
  const [, deleteUser] = useAdminDeleteUserMutation();
  const [, setVerified] = useAdminSetUserVerifiedMutation();

  // a new search starts from the first page
  useEffect(() => setPage(1), [debounced]);

  const remove = async (user: AdminUserFieldsFragment) => {
    const texts = { question: ADMIN_TEXT.users.confirmDelete, failed: ADMIN_TEXT.users.deleteFailed, done: ADMIN_TEXT.users.deleted };
    await confirmDelete(texts, () => deleteUser({ id: user.id }, { additionalTypenames: ['User'] }));
  };

  const verify = async (user: AdminUserFieldsFragment, isVerified: boolean) => {
    const answer = await setVerified({ id: user.id, isVerified });
    if (answer.error) notify.error(ADMIN_TEXT.users.verifyFailed);
    else notify.success(ADMIN_TEXT.users.verified);
  };

  return (
    <DashboardPage
      title="User Management"
      actions={
        <Button colorPalette="brand" onClick={() => setModal({ mode: 'add' })}>
          Add User
        </Button>
      }
    >
      <Stack gap="4">
        <DashboardSearch
          label="Search users"
          value={search}
          onChange={setSearch}
          hint={search.trim().length > 0 && search.trim().length < USER_SEARCH_ANYWHERE_MIN ? ADMIN_TEXT.users.shortSearchHint : undefined}
        />
        <QueryState
          result={result}
          select={(d) => d.users.items}
          failure={ADMIN_TEXT.users.fetchFailed}
          empty={<EmptyState message={ADMIN_TEXT.users.empty} />}
        >
          {(users) => (
            <UsersTable
              users={users}
              page={result.data?.users.page ?? page}
              onEdit={(user) => setModal({ mode: 'edit', user })}
              onDelete={(user) => void remove(user)}
              onVerify={(user, v) => void verify(user, v)}
            />
          )}
        </QueryState>
        <DashboardPager page={page} totalPages={result.data?.users.totalPages ?? 1} atLeast={result.data?.users.totalAtLeast} onPage={setPage} />
      </Stack>
      {modal && (
        <UserFormModal key={modal.mode === 'edit' ? modal.user.id : 'add'} user={modal.mode === 'edit' ? modal.user : null} onClose={() => setModal(null)} />
      )}
    </DashboardPage>
  );
}
