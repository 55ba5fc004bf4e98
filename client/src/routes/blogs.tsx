import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { useEffect } from 'react';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { ComingSoon, Loading } from '../components/states';
import { BlogCard } from '../features/blogs/blog-card';
import { useBlogsQuery } from '../gql/graphql';

export default function Blogs() {
  const [{ data, fetching, error }] = useBlogsQuery();
  // the spec: a failed list is logged only and stays empty
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  const blogs = data?.blogs ?? [];
  return (
    <Box>
      <PageMeta title="Blogs" description="News, guides and reviews about electric vehicles in India." />
      <PageBanner title="Blogs" />
      <Container maxW="7xl" py="10">
        {fetching && !data ? (
          <Loading />
        ) : blogs.length === 0 ? (
          <ComingSoon />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
            {blogs.map((blog) => (
              <BlogCard key={blog.id} blog={blog} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
