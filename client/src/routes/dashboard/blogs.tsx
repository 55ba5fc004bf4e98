import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { DashboardPage } from '../../components/dashboard-page';
import { EmptyState, ErrorState, Loading } from '../../components/states';
import { AdminCard, CardGrid, CardLine } from '../../features/admin/admin-card';
import { BlogFormModal } from '../../features/admin/blog-form-modal';
import { ADMIN_TEXT } from '../../features/admin/messages';
import { listContext } from '../../features/dashboard/list-context';
import { AdminBlogDocument, useAdminBlogsQuery, useAdminDeleteBlogMutation, type AdminBlogFieldsFragment, type AdminBlogQuery } from '../../gql/graphql';
import { shortDate } from '../../lib/format';
import { failureText } from '../../lib/errors';
import { notify } from '../../lib/toaster';

/** An empty list is refetched too when a mutation touches a Blog. */
const LISTED = listContext('Blog');

type Modal = { blog: AdminBlogFieldsFragment | null } | null;

export default function AdminBlogs() {
  const [{ data, fetching, error }] = useAdminBlogsQuery({ requestPolicy: 'cache-and-network', context: LISTED });
  const [, deleteBlog] = useAdminDeleteBlogMutation();
  const [modal, setModal] = useState<Modal>(null);
  const client = useClient();

  useEffect(() => {
    if (error) notify.error(ADMIN_TEXT.blogs.fetchFailed);
  }, [error]);

  // the full blog is read fresh before editing, so the form never starts from a stale list entry
  const edit = async (id: string) => {
    const result = await client.query<AdminBlogQuery>(AdminBlogDocument, { id }, { requestPolicy: 'network-only' }).toPromise();
    if (result.error || !result.data?.blog) notify.error(ADMIN_TEXT.blogs.editFailed);
    else setModal({ blog: result.data.blog });
  };

  const remove = async (blog: AdminBlogFieldsFragment) => {
    if (!window.confirm(ADMIN_TEXT.blogs.confirmDelete)) return;
    const result = await deleteBlog({ id: blog.id }, { additionalTypenames: ['Blog'] });
    if (result.error) notify.error(failureText(result.error, ADMIN_TEXT.blogs.deleteFailed));
    else notify.success(ADMIN_TEXT.blogs.deleted);
  };

  const blogs = data?.blogs ?? [];
  return (
    <DashboardPage
      title="Blogs"
      actions={
        <Button colorPalette="brand" onClick={() => setModal({ blog: null })}>
          Add Blog
        </Button>
      }
    >
      {fetching && !data ? (
        <Loading />
      ) : error && !data ? (
        <ErrorState message={ADMIN_TEXT.blogs.fetchFailed} />
      ) : blogs.length === 0 ? (
        <EmptyState message="No blogs yet." />
      ) : (
        <CardGrid>
          {blogs.map((blog) => (
            <AdminCard key={blog.id} image={blog.image} title={blog.title} onEdit={() => void edit(blog.id)} onDelete={() => void remove(blog)}>
              <CardLine>{shortDate(blog.createdAt)}</CardLine>
            </AdminCard>
          ))}
        </CardGrid>
      )}
      {modal && <BlogFormModal key={modal.blog?.id ?? 'new'} blog={modal.blog} onClose={() => setModal(null)} />}
    </DashboardPage>
  );
}
