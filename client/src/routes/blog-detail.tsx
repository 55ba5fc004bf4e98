import { Box, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { SafeImage } from '../components/safe-image';
import { BlogCard } from '../features/blogs/blog-card';
import { useBlogQuery, useBlogsQuery } from '../features/blogs/blogs.generated';
import { failureText } from '../lib/errors';
import { shortDate, shuffle } from '../lib/format';
import { useSiteOrigin, useStableRandom } from '../lib/ssr-context';
import NotFound from './not-found';

const BACK_TO_LIST = { to: '/blogs', label: 'Back to Blogs' };

function ShareRow({ title }: { title: string }) {
  // the page's address as the server knows it, so the server render and the browser agree
  const url = `${useSiteOrigin()}${useLocation().pathname}`;
  const links = [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { label: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}` },
  ];
  return (
    <HStack gap="4" wrap="wrap">
      <Text fontWeight="semibold">Share:</Text>
      {links.map((l) => (
        <Link key={l.label} href={l.href} target="_blank" rel="noopener noreferrer" color="brand.fg">
          {l.label}
        </Link>
      ))}
    </HStack>
  );
}

const failureLine = (message: string) => (
  <Container py="10" role="alert">
    Error: {message}
  </Container>
);

export default function BlogDetail() {
  const { id = '' } = useParams();
  const [result] = useBlogQuery({ variables: { id } });
  const [related] = useBlogsQuery({ variables: { limit: 10 } });
  // related: drop the current post, shuffle, keep 4
  const random = useStableRandom();
  const relatedBlogs = useMemo(
    () =>
      shuffle(
        (related.data?.blogs ?? []).filter((b) => b.id !== id),
        random,
      ).slice(0, 4),
    [related.data, id, random],
  );

  return (
    <QueryState
      result={result}
      select={(d) => d.blog}
      loading={<Container py="10">Loading...</Container>}
      failure={(error) => failureText(error, error.message)}
      failureView={failureLine}
      empty={<NotFound backTo={BACK_TO_LIST} />}
      notFound={<NotFound backTo={BACK_TO_LIST} />}
    >
      {(blog) => (
        <Box>
          <PageMeta title={blog.title} description={blog.content.slice(0, 150)} image={blog.image} type="article" />
          {blog.image && (
            <SafeImage src={blog.image} alt={blog.title} width={1200} height={350} sizes="(min-width: 75em) 1200px, 100vw" w="full" h="350px" priority />
          )}
          <Container maxW="4xl" py="8">
            <Stack gap="4">
              <Text color="fg.muted">{shortDate(blog.createdAt)}</Text>
              <Heading as="h1" size="3xl">
                {blog.title}
              </Heading>
              <Text whiteSpace="pre-line">{blog.content}</Text>
              <ShareRow title={blog.title} />
            </Stack>
          </Container>
          <Container maxW="7xl" pb="10">
            <Heading as="h2" size="xl" mb="4">
              Related Blogs
            </Heading>
            {related.error ? (
              <Text role="alert">Error: {failureText(related.error, related.error.message)}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
                {relatedBlogs.map((b) => (
                  <BlogCard key={b.id} blog={b} />
                ))}
              </SimpleGrid>
            )}
          </Container>
        </Box>
      )}
    </QueryState>
  );
}
