import { Button, HStack, IconButton } from '@chakra-ui/react';
import { DashboardSwitch, DataTable, Td, Th, Tr } from '../../components/dashboard-table';
import type { AdminUserFieldsFragment } from './admin.generated';
import { DeleteIcon, EditIcon } from '../../components/icons';
import { roleLabel, rowNumber } from './users';

/** No., Name, Email, Role, Contact, Verified toggle, Actions. */
export function UsersTable({
  users,
  page,
  onEdit,
  onDelete,
  onVerify,
}: {
  users: readonly AdminUserFieldsFragment[];
  page: number;
  onEdit: (user: AdminUserFieldsFragment) => void;
  onDelete: (user: AdminUserFieldsFragment) => void;
  onVerify: (user: AdminUserFieldsFragment, isVerified: boolean) => void;
}) {
  return (
    <DataTable minW="2xl">
      <thead>
        <Tr>
          <Th>No.</Th>
          <Th>Name</Th>
          <Th>Email</Th>
          <Th>Role</Th>
          <Th>Contact</Th>
          <Th>Verified</Th>
          <Th textAlign="end">Actions</Th>
        </Tr>
      </thead>
      <tbody>
        {users.map((user, index) => (
          <Tr key={user.id} data-testid="user-row">
            <Td>{rowNumber(index, page)}</Td>
            <Td fontWeight="medium">
              {/* the name opens the user's editor (a modal), as the edit button does */}
              <Button variant="plain" p="0" h="auto" minW="0" font="inherit" textDecoration="underline" aria-haspopup="dialog" onClick={() => onEdit(user)}>
                {user.name ?? user.email}
              </Button>
            </Td>
            <Td>{user.email}</Td>
            <Td>{roleLabel(user.role)}</Td>
            <Td>{user.contact ?? '-'}</Td>
            <Td>
              <DashboardSwitch checked={user.isVerified} label={`Verified: ${user.email}`} onChange={(checked) => onVerify(user, checked)} />
            </Td>
            <Td>
              <HStack justify="end" gap="1">
                <IconButton aria-label={`Edit ${user.email}`} size="sm" variant="ghost" onClick={() => onEdit(user)}>
                  <EditIcon />
                </IconButton>
                <IconButton aria-label={`Delete ${user.email}`} size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(user)}>
                  <DeleteIcon />
                </IconButton>
              </HStack>
            </Td>
          </Tr>
        ))}
      </tbody>
    </DataTable>
  );
}
