import { createUserSchema, updateUserSchema } from '@evbazaar/common';
import { DashboardFormModal } from '../../components/dashboard-modal';
import { PasswordField, SelectField, TextField } from '../../components/form-fields';
import { useAdminCreateUserMutation, useAdminUpdateUserMutation, type AdminUserFieldsFragment } from './admin.generated';
import type { Role } from '../../gql/graphql';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/form';
import { ADMIN_TEXT } from './messages';
import { History } from '../../components/history';
import { ASSIGNABLE_ROLE_OPTIONS } from '../../lib/role-options';

const touches = { additionalTypenames: ['User'] };

/** Add mode (with a password) or edit mode (without one) of the Add User modal. */
export function UserFormModal({ user, onClose }: { user: AdminUserFieldsFragment | null; onClose: () => void }) {
  const editing = user !== null;
  const form = useSchemaForm(editing ? updateUserSchema : createUserSchema, {
    name: user?.name ?? '',
    email: user?.email ?? '',
    contact: user?.contact ?? '',
    role: user && ASSIGNABLE_ROLE_OPTIONS.some((o) => o.value === user.role) ? user.role : '',
    ...(editing ? {} : { password: '' }),
  } as Record<string, string>);
  const [created, createUser] = useAdminCreateUserMutation();
  const [updated, updateUser] = useAdminUpdateUserMutation();
  const busy = created.fetching || updated.fetching;

  const submit = form.handleSubmit(async (v) => {
    const input = { name: v.name.trim(), email: v.email.trim(), contact: v.contact.trim(), role: v.role as Role };
    const result = editing ? await updateUser({ id: user.id, input }, touches) : await createUser({ input: { ...input, password: v.password } }, touches);
    if (result.error) {
      form.showServerErrors(result.error);
      notify.error(failureText(result.error, ADMIN_TEXT.users.saveFailed));
      return;
    }
    notify.success(editing ? ADMIN_TEXT.users.updated : ADMIN_TEXT.users.created);
    onClose();
  });

  return (
    <DashboardFormModal
      open
      title={editing ? 'Edit User' : 'Add User'}
      submitLabel={editing ? 'Update User' : 'Add User'}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField label="Name" required {...form.field('name')} error={form.errorOf('name')} />
      <TextField label="Email" type="email" required {...form.field('email')} error={form.errorOf('email')} />
      <TextField label="Contact" type="tel" required {...form.field('contact')} error={form.errorOf('contact')} />
      <SelectField label="Role" placeholder="Select role" required {...form.field('role')} error={form.errorOf('role')}>
        {ASSIGNABLE_ROLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      {editing && <History targetType="user" targetId={user.id} pageSize={5} />}
      {!editing && <PasswordField label="Password" required autoComplete="new-password" {...form.field('password')} error={form.errorOf('password')} />}
    </DashboardFormModal>
  );
}
