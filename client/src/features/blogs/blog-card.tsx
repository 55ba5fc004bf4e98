import { LinkBox, LinkOverlay, Stack, Text, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { SafeImage } from '../../components/safe-image';
import type { BlogsQuery } from './blogs.generated';
import { shortDate } from '../../lib/format';

type BlogSummary = BlogsQuery['blogs'][number];

/** Image and title link to the post; Created At shows the date part; content clamped to 2 lines. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <LinkBox as="article" borderWidth="1px" rounded="lg" overflow="hidden" bg="white" h="full" _hover={{ shadow: 'md' }}>
      <RouterLink to={`/blogs/${blog.id}`} tabIndex={-1} aria-hidden="true">
        <SafeImage src={blog.image} alt="" width={400} height={200} sizes="(min-width: 48em) 400px, 100vw" w="full" h="200px" />
      </RouterLink>
      <Stack p="4" gap="2">
        <Text fontSize="sm" color="fg.muted">
          Created At: {shortDate(blog.createdAt)}
        </Text>
        <Heading as="h3" size="md" lineClamp={2}>
          <LinkOverlay asChild>
            <RouterLink to={`/blogs/${blog.id}`}>{blog.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text lineClamp={2} color="fg.muted">
          {blog.content}
        </Text>
      </Stack>
    </LinkBox>
  );
}
