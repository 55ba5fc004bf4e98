import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useClient } from 'urql';
import { DashboardPage } from '../../components/dashboard-page';
import { ServerPager, useServerPage } from '../../components/server-pager';
import { QueryState } from '../../components/query-state';
import { EmptyState } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { BlogFormModal } from '../../features/admin/blog-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { listContext } from '../../features/dashboard/list-context';
import {
  AdminBlogDocument,
  useAdminBlogsQuery,
  useAdminDeleteBlogMutation,
  type AdminBlogFieldsFragment,
  type AdminBlogQuery,
} from '../../features/admin/admin.generated';
import { withToasts } from '../../lib/query-toasts';
import { formatDate } from '../../lib/format';
import { confirmDelete } from '../../lib/confirm-delete';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a Blog. */
const LISTED = withToasts({ failure: ADMIN_TEXT.blogs.fetchFailed }, listContext('Blog'));

type Modal = { blog: AdminBlogFieldsFragment | null } | null;

export default function AdminBlogs() {
  const paging = useServerPage();
  const [blogs] = useAdminBlogsQuery({ variables: paging.variables, requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteBlog] = useAdminDeleteBlogMutation();
  const [modal, setModal] = useState<Modal>(null);
  const client = useClient();

  // the full blog is read fresh before editing, so the form never starts from a stale list entry
  const edit = async (id: string) => {
    const result = await client.query<AdminBlogQuery>(AdminBlogDocument, { id }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error || !result.data?.blog) notify.error(ADMIN_TEXT.blogs.editFailed);
    else setModal({ blog: result.data.blog });
  };

  const remove = async (blog: AdminBlogFieldsFragment) => {
    const texts = { question: ADMIN_TEXT.blogs.confirmDelete, failed: ADMIN_TEXT.blogs.deleteFailed, done: ADMIN_TEXT.blogs.deleted };
    await confirmDelete(texts, () => deleteBlog({ id: blog.id }, { additionalTypenames: ['Blog'] }));
  };

  return (
    <DashboardPage
      title="Blogs"
      actions={
        <Button colorPalette="brand" onClick={() => setModal({ blog: null })}>
          Add Blog
        </Button>
      }
    >
      <QueryState result={blogs} select={(d) => d.blogs} failure={ADMIN_TEXT.blogs.fetchFailed} empty={<EmptyState message={ADMIN_TEXT.blogs.empty} />}>
        {(list) => (
          <CardGrid>
            {list.map((blog) => (
              <AdminCard key={blog.id} image={blog.image} title={blog.title} onEdit={() => void edit(blog.id)} onDelete={() => void remove(blog)}>
                <CardLine>{formatDate(blog.createdAt)}</CardLine>
              </AdminCard>
            ))}
          </CardGrid>
        )}
      </QueryState>
      <ServerPager paging={paging} total={blogs.data?.blogCount} mt="4" />
      {modal && <BlogFormModal key={modal.blog?.id ?? 'new'} blog={modal.blog} onClose={() => setModal(null)} />}
    </DashboardPage>
  );
}
