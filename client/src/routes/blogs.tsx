import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { useEffect } from 'react';
import { PageBanner } from '../components/page-banner';
import { PageMeta } from '../components/page-meta';
import { QueryState } from '../components/query-state';
import { ComingSoon } from '../components/states';
import { BlogCard } from '../features/blogs/blog-card';
import { useBlogsQuery } from '../features/blogs/blogs.generated';

export default function Blogs() {
  const [result] = useBlogsQuery();
  const { error } = result;
  // the spec: a failed list is logged only and stays empty
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <Box>
      <PageMeta title="Blogs" description="News, guides and reviews about electric vehicles in India." />
      <PageBanner title="Blogs" />
      <Container maxW="7xl" py="10">
        <QueryState result={result} select={(d) => d.blogs} empty={<ComingSoon />}>
          {(blogs) => (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="6">
              {blogs.map((blog) => (
                <BlogCard key={blog.id} blog={blog} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Container>
    </Box>
  );
}
